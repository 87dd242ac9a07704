import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** A figure with what it means, e.g. "24/7" / "Every call answered". */
export function StatCard({ value, label, size = 'medium' }: { value: string; label: string; size?: 'medium' | 'large' }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography variant={size === 'large' ? 'h3' : 'h5'} component="p" color="primary" sx={{ fontWeight: 800 }}>
          {value}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: size === 'large' ? 1 : 0.75 }}>
          {label}
        </Typography>
      </CardContent>
    </Card>
  );
}
