import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { SettingsAllowanceDto } from '../../../api/generated/types.gen';
import { LIMITS, type SettingsValues } from '../schema';
import { CountedTextField } from './counted-text-field';
import { FieldError } from './field-error';
import { PlanCounter, RowButtons } from './row-buttons';
import { Section } from './section';

/** Questions callers ask and the answers to give, in order; as many as the plan allows. */
export function AnswersSection({ allowance }: { allowance: SettingsAllowanceDto }) {
  const { control } = useFormContext<SettingsValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'answers' });
  const full = fields.length >= allowance.answers;
  return (
    <Section
      id="answers"
      title="Answers"
      description="Questions callers often ask, and exactly how to answer them. The receptionist uses them before anything else it knows."
      aside={
        <PlanCounter count={fields.length} allowed={allowance.answers} planName={allowance.planName} noun={allowance.answers === 1 ? 'answer' : 'answers'} />
      }
    >
      <Stack spacing={2}>
        {fields.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            No answers yet.
          </Typography>
        )}
        {fields.map((entry, index) => (
          <Box key={entry.id} sx={{ p: { xs: 1.5, sm: 2 }, border: 1, borderColor: 'divider', borderRadius: 1.5 }}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
              <Typography variant="overline" component="h3" color="text.secondary" sx={{ lineHeight: 1.5 }}>
                Answer {index + 1}
              </Typography>
              <RowButtons what={`answer ${index + 1}`} index={index} count={fields.length} onMove={move} onRemove={() => remove(index)} />
            </Stack>
            <Stack spacing={2}>
              <CountedTextField name={`answers.${index}.question`} label={`Question ${index + 1}`} size="small" max={LIMITS.question} />
              <CountedTextField name={`answers.${index}.answer`} label={`Answer ${index + 1}`} size="small" max={LIMITS.answer} multiline minRows={2} />
            </Stack>
          </Box>
        ))}
        <FieldError name="answers" />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Button variant="outlined" size="small" startIcon={<AddRounded />} disabled={full} onClick={() => append({ question: '', answer: '' })}>
            Add answer
          </Button>
          {full && (
            <Typography variant="body2" color="text.secondary">
              That is all your {allowance.planName} plan allows; a bigger plan allows more.
            </Typography>
          )}
        </Box>
      </Stack>
    </Section>
  );
}
