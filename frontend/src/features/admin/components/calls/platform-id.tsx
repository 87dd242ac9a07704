import Box from '@mui/material/Box';

/** A voice platform's id (an assistant's, a phone number's) as code that may break anywhere; 'None' when unset. */
export function PlatformId({ id }: { id: string | null }) {
  if (!id) return 'None';
  return (
    <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.85em', overflowWrap: 'anywhere' }}>
      {id}
    </Box>
  );
}
