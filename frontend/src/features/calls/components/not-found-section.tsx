import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** A call or caller that is not the reader's (or not at all): what it is, why, and the way back to the calls. */
export function NotFoundSection({ title, text, backTo }: { title: string; text: string; backTo: string }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: 4 }}>
      <Typography id={id} variant="h3" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, maxWidth: 560 }}>
        {text}
      </Typography>
      <Button component={RouterLink} to={backTo} variant="contained" sx={{ mt: 3 }}>
        See Your Calls
      </Button>
    </Box>
  );
}
