import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

/** A figure with what it means, e.g. "24/7" / "Every call answered". */
type StatSize = 'medium' | 'large';

export function StatCard({ value, label, size = 'medium' }: { value: string; label: string; size?: StatSize }) {
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

/** Figures two to a row; the large ones (the hero's) sit closer together on phones. */
export function StatGrid({ stats, size = 'medium' }: { stats: readonly { value: string; label: string }[]; size?: StatSize }) {
  return (
    <Grid component="ul" container spacing={size === 'large' ? { xs: 1.5, sm: 2 } : 2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {stats.map((stat) => (
        <Grid component="li" key={stat.label} size={6}>
          <StatCard value={stat.value} label={stat.label} size={size} />
        </Grid>
      ))}
    </Grid>
  );
}
