import AddRounded from '@mui/icons-material/AddRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { StepNumber } from '../../../components/step-number';
import { StepGrid, StepText } from '../../../components/step-text';
import { STATUS_INFO } from '../statuses';

const steps = [
  { title: 'You send a request', text: 'Its name, the number it answers, its languages and what it should know about your business.' },
  { title: 'We configure it', text: 'Our team reviews the request, then builds, trains and tests your receptionist within 24-48 hours.' },
  { title: 'It goes live', text: 'Forward your calls to its AI number and it answers them, 24/7.' },
];

/** No receptionists yet: what a request sets in motion, and the way to make one. */
export function ReceptionistsEmptyState({ canAdd, onAdd }: { canAdd: boolean; onAdd: () => void }) {
  return (
    <Card component="section" aria-labelledby="no-receptionists-title">
      <CardContent sx={{ py: { xs: 5, md: 7 }, px: { xs: 3, md: 6 }, textAlign: 'center' }}>
        <Box
          aria-hidden
          sx={(t) => ({
            width: 64,
            height: 64,
            mx: 'auto',
            borderRadius: 4,
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
            bgcolor: alpha(t.palette.primary.main, 0.1),
          })}
        >
          <SupportAgentRounded fontSize="large" />
        </Box>
        <Typography id="no-receptionists-title" variant="h5" component="h2" sx={{ mt: 2.5 }}>
          No receptionists yet
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 560, mx: 'auto' }}>
          {`Request your first AI receptionist, then follow it here from '${STATUS_INFO.pending.label}' to '${STATUS_INFO.training.label}' to '${STATUS_INFO.active.label}'.`}
        </Typography>
        <StepGrid columns={{ xs: '1fr', md: 'repeat(3, 1fr)' }} sx={{ mt: 4, textAlign: { xs: 'left', md: 'center' } }}>
          {steps.map((step, index) => (
            <Box component="li" key={step.title} sx={{ display: 'flex', flexDirection: { xs: 'row', md: 'column' }, alignItems: { md: 'center' }, gap: 1.5 }}>
              <StepNumber number={index + 1} />
              <Box>
                <StepText title={step.title} text={step.text} />
              </Box>
            </Box>
          ))}
        </StepGrid>
        {canAdd && (
          <Button variant="contained" size="large" startIcon={<AddRounded />} onClick={onAdd} sx={{ mt: 4 }}>
            Request Your First Receptionist
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
