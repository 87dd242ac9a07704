import HeadsetMicRounded from '@mui/icons-material/HeadsetMicRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { IconTile } from '../../../components/icon-tile';

interface SupportBandProps {
  id: string;
  title: string;
  text: ReactNode;
  /** The links: Contact Support, and others. */
  actions: ReactNode;
}

/** The closing band of a page: where to turn with a question. */
export function SupportBand({ id, title, text, actions }: SupportBandProps) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ mt: { xs: 5, md: 8 } }}>
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'center' } }}>
          <IconTile>
            <HeadsetMicRounded />
          </IconTile>
          <Box sx={{ flex: 1 }}>
            <Typography id={id} variant="h5" component="h2">
              {title}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {text}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>{actions}</Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
