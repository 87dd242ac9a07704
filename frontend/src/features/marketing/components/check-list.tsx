import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A list of promises, each behind a green check. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Stack key={item} component="li" direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <CheckCircleRounded color="success" sx={{ mt: 0.25 }} aria-hidden />
          <Typography sx={{ fontWeight: 600 }}>{item}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
