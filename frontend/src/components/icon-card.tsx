import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { IconTile } from './icon-tile';

/** An icon, a short title and a sentence: features, values, support promises. */
export function IconCard({ icon, title, text }: { icon: ReactNode; title: string; text: ReactNode }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <IconTile>{icon}</IconTile>
        <Typography variant="h6" component="h3" sx={{ mt: 2.5 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {text}
        </Typography>
      </CardContent>
    </Card>
  );
}
