import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../lib/use-page-title';
import { ContactDetails } from '../components/contact-details';
import { ContactFaq } from '../components/contact-faq';
import { ContactFormPlaceholder } from '../components/contact-form-placeholder';
import { MessageSent } from '../components/message-sent';

// The form brings react-hook-form, zod and MUI's inputs: its own chunk, so the rest of the page shows first.
const ContactForm = lazy(() => import('../components/contact-form').then((module) => ({ default: module.ContactForm })));

/** False until the browser has painted once since mounting: what the visitor sees first does not wait for the rest. */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the next paint; a task queued from it runs after that paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

export function ContactPage() {
  usePageTitle(
    'Contact',
    'Contact our sales and support teams about AI phone receptionists: plans, demos, partnerships or your account. Mon-Fri 9am-6pm ET, Sat and Sun 10am-4pm ET.',
  );
  const [sent, setSent] = useState(false);
  const loadForm = useAfterFirstPaint();

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Contact"
        title="Get in Touch"
        subtitle="Questions about plans, a demo or your account? Our sales and support teams are here to help."
      />
      <Grid container spacing={{ xs: 3, md: 4 }} sx={{ mb: { xs: 8, md: 12 } }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <ContactDetails />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card component="section" aria-labelledby={sent ? undefined : 'contact-form-title'} aria-label={sent ? 'Message sent' : undefined}>
            <CardContent sx={{ p: { xs: 3, md: 4 }, '&:last-child': { pb: { xs: 3, md: 4 } } }}>
              {sent ? (
                <MessageSent onSendAnother={() => setSent(false)} />
              ) : (
                <>
                  <Typography id="contact-form-title" variant="h5" component="h2">
                    Send us a message
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
                    Tell us a little about your business and we'll get back to you as soon as possible.
                  </Typography>
                  {loadForm ? (
                    <Suspense fallback={<ContactFormPlaceholder />}>
                      <ContactForm onSent={() => setSent(true)} />
                    </Suspense>
                  ) : (
                    <ContactFormPlaceholder />
                  )}
                </>
              )}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      <ContactFaq />
    </PageContainer>
  );
}
