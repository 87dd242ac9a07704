import Stack from '@mui/material/Stack';
import { LIMITS } from '../schema';
import { CountedTextField } from './counted-text-field';
import { Section } from './section';

/** The first words on every call, and what the receptionist knows about the business. */
export function GreetingSection() {
  return (
    <Section
      id="greeting"
      title="Greeting and company information"
      description="What callers hear first, and what your receptionist knows about your business to answer them."
    >
      <Stack spacing={3}>
        <CountedTextField name="greeting" label="Greeting" max={LIMITS.greeting} multiline minRows={2} hint="Said as written at the start of every call." />
        <CountedTextField
          name="companyInfo"
          label="Company information"
          max={LIMITS.companyInfo}
          multiline
          minRows={5}
          hint="Services, prices, address, parking, what to bring: anything callers ask about."
        />
      </Stack>
    </Section>
  );
}
