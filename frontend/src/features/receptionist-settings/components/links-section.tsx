import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { LIMITS, type SettingsValues } from '../schema';
import { FieldError } from './field-error';
import { AddRow, RowButtons } from './row-buttons';
import { Section } from './section';

/** Links the receptionist may text a caller who asks: a booking page, directions, a form. */
export function LinksSection() {
  const { control } = useFormContext<SettingsValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'links' });
  const full = fields.length >= LIMITS.links;
  return (
    <Section
      id="links"
      title="Links to text"
      description="Pages your receptionist may text to a caller who asks for them, such as directions, a menu or a form. Name each as callers would ask for it."
    >
      <Stack spacing={1.5}>
        {fields.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            No links yet.
          </Typography>
        )}
        {fields.map((link, index) => (
          <Box
            key={link.id}
            // On a phone the name and the link are two lines: a rule under each pair says which go together.
            sx={{
              pb: { xs: 1.5, sm: 0 },
              borderBottom: { xs: 1, sm: 0 },
              borderColor: 'divider',
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: '200px minmax(0, 1fr) auto' },
            }}
          >
            <FormTextField
              control={control}
              name={`links.${index}.name`}
              size="small"
              label="Name"
              placeholder="Directions"
              slotProps={{ htmlInput: { 'aria-label': `Link ${index + 1} name`, maxLength: LIMITS.name } }}
            />
            <Box sx={{ gridRow: { xs: 2, sm: 'auto' }, minWidth: 0 }}>
              <FormTextField
                control={control}
                name={`links.${index}.url`}
                size="small"
                label="Link"
                placeholder="https://example.com/directions"
                slotProps={{ htmlInput: { 'aria-label': `Link ${index + 1} address`, inputMode: 'url', maxLength: LIMITS.linkUrl } }}
              />
            </Box>
            <Box sx={{ pt: 0.5 }}>
              <RowButtons what={`link ${index + 1}`} index={index} count={fields.length} onRemove={() => remove(index)} />
            </Box>
          </Box>
        ))}
        <FieldError name="links" />
        <AddRow
          label="Add link"
          full={full}
          fullText={`That is ${LIMITS.links} links, the most a receptionist texts.`}
          onAdd={() => append({ name: '', url: '' })}
        />
      </Stack>
    </Section>
  );
}
