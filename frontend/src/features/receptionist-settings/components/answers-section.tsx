import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { SettingsAllowanceDto } from '../../../api/generated/types.gen';
import { LIMITS, type SettingsValues } from '../schema';
import { CountedTextField } from './counted-text-field';
import { FieldError } from './field-error';
import { AddWithinPlan, ListEntry, PlanCounter } from './row-buttons';
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
          <ListEntry
            key={entry.id}
            title={`Answer ${index + 1}`}
            what={`answer ${index + 1}`}
            index={index}
            count={fields.length}
            onMove={move}
            onRemove={() => remove(index)}
          >
            <Stack spacing={2}>
              <CountedTextField name={`answers.${index}.question`} label={`Question ${index + 1}`} size="small" max={LIMITS.question} />
              <CountedTextField name={`answers.${index}.answer`} label={`Answer ${index + 1}`} size="small" max={LIMITS.answer} multiline minRows={2} />
            </Stack>
          </ListEntry>
        ))}
        <FieldError name="answers" />
        <AddWithinPlan label="Add answer" full={full} planName={allowance.planName} onAdd={() => append({ question: '', answer: '' })} />
      </Stack>
    </Section>
  );
}
