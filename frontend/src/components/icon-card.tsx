import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { IconTile } from './icon-tile';

interface IconCardProps {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  /** The title's heading level: h3 under a section's h2, h2 where the cards are the page's sections. */
  heading?: 'h2' | 'h3';
  /** A link under the sentence; the card is then an article named by its title. */
  action?: ReactNode;
}

/** An icon, a short title and a sentence: features, values, support promises, resources. */
export function IconCard({ icon, title, text, heading = 'h3', action }: IconCardProps) {
  const titleId = useId();
  return (
    <Card
      component={action ? 'article' : 'div'}
      aria-labelledby={action ? titleId : undefined}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <IconTile>{icon}</IconTile>
        <Typography id={titleId} variant="h6" component={heading} sx={{ mt: 2.5 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {text}
        </Typography>
      </CardContent>
      {action && <CardActions sx={{ px: 3, pb: 3, pt: 0 }}>{action}</CardActions>}
    </Card>
  );
}
