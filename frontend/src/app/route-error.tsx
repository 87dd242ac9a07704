import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router-dom';

/** Shown when a page fails to render or its code fails to load (e.g. after a new release). */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Container maxWidth="sm" sx={{ py: 12 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ErrorOutlineRounded color="error" sx={{ fontSize: 40 }} />
        <Typography variant="h4" component="h1">
          Something went wrong
        </Typography>
        <Typography color="text.secondary">This page could not be displayed. Reloading usually fixes it.</Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      </Stack>
    </Container>
  );
}
