import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid, { type GridSize } from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ResponsiveStyleValue } from '@mui/system';
import type { ReactNode } from 'react';
import { StepNumber } from '../../../components/step-number';

export interface StepCardItem {
  title: string;
  text: ReactNode;
}

interface StepCardsProps {
  steps: StepCardItem[];
  /** Each card's width in the page's twelve columns. */
  size: ResponsiveStyleValue<GridSize>;
  /** 'badge': a round number over "Step N: title"; 'overline': "Step N" in small capitals over the title. */
  marker: 'badge' | 'overline';
}

/** A numbered process as an ordered list of equal-height cards (the About page's and How It Works' set-up steps). */
export function StepCards({ steps, size, marker }: StepCardsProps) {
  return (
    <Grid component="ol" container spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {steps.map((step, index) => (
        <Grid component="li" key={step.title} size={size}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              {marker === 'badge' ? (
                <>
                  <StepNumber number={index + 1} size={40} />
                  <Typography variant="h6" component="h3" sx={{ mt: 2.5 }}>
                    <Box component="span" sx={{ color: 'text.secondary', fontWeight: 600 }}>
                      Step {index + 1}:{' '}
                    </Box>
                    {step.title}
                  </Typography>
                </>
              ) : (
                <>
                  <Typography variant="overline" component="p" color="primary">
                    Step {index + 1}
                  </Typography>
                  <Typography variant="h6" component="h3">
                    {step.title}
                  </Typography>
                </>
              )}
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {step.text}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
