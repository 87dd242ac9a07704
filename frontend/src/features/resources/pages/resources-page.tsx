import ArrowForward from '@mui/icons-material/ArrowForward';
import GraphicEqRounded from '@mui/icons-material/GraphicEqRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import OndemandVideoRounded from '@mui/icons-material/OndemandVideoRounded';
import QuizRounded from '@mui/icons-material/QuizRounded';
import RocketLaunchRounded from '@mui/icons-material/RocketLaunchRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../lib/use-page-title';
import { IconCard } from '../../../components/icon-card';
import { SupportBand } from '../components/support-band';
import { SUPPORT_PATH } from '../paths';

interface Resource {
  icon: ReactNode;
  title: string;
  text: string;
  action: string;
}

/** /resources (docs/product.md#the-customer-area): six resources, each opened from the dashboard. */
const resources: Resource[] = [
  {
    icon: <RocketLaunchRounded />,
    title: 'Getting Started Guide',
    text: 'From request to first answered call: what to tell us about your business, how to forward your number to your AI number, and what to check in the first week.',
    action: 'Start the guide',
  },
  {
    icon: <OndemandVideoRounded />,
    title: 'Implementation Video Tutorial',
    text: 'Watch a receptionist go from request to live: the onboarding call with our team, call forwarding on common phone systems, and the test calls before launch.',
    action: 'Watch the tutorial',
  },
  {
    icon: <GraphicEqRounded />,
    title: 'Voice Training Documentation',
    text: 'How we train your receptionist: the information it learns from, the 50+ scenario tests it passes before going live, and how to ask for new answers.',
    action: 'Read the documentation',
  },
  {
    icon: <TuneRounded />,
    title: 'Customization Options',
    text: 'What you can shape: greeting and tone, languages, business hours, booking rules, the SMS links callers receive, and which calls go to your team.',
    action: 'Explore the options',
  },
  {
    icon: <InsightsRounded />,
    title: 'Call Analysis Guide',
    text: 'Read your calls like a manager: why people call, which calls were booked or passed on, and how to use the patterns to improve answers and staffing.',
    action: 'Learn to analyze calls',
  },
  {
    icon: <QuizRounded />,
    title: 'FAQ and Best Practices',
    text: 'Quick answers to the questions customers ask most, and the habits of businesses that get the most from their receptionist, such as keeping hours and prices current.',
    action: 'Read the FAQ',
  },
];

function ResourceCard({ icon, title, text, action }: Resource) {
  return (
    <IconCard
      icon={icon}
      title={title}
      text={text}
      heading="h2"
      action={
        <Button
          component={RouterLink}
          to="/dashboard"
          endIcon={<ArrowForward />}
          sx={{ px: 0, '&:hover': { bgcolor: 'transparent', textDecoration: 'underline' } }}
        >
          {action}
        </Button>
      }
    />
  );
}

export function ResourcesPage() {
  usePageTitle('Resources', 'Guides, tutorials and documentation for getting the most from your AI receptionist.');
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Resources"
        title="Resources"
        subtitle="Guides, tutorials and documentation to set up your AI receptionist and get the most from it, every day."
      />
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Resources">
        {resources.map((resource) => (
          <Grid key={resource.title} component="li" size={{ xs: 12, sm: 6, lg: 4 }}>
            <ResourceCard {...resource} />
          </Grid>
        ))}
      </Grid>
      <SupportBand
        id="resources-support-title"
        title="Can't find what you need?"
        text="Write to our support team 24/7: we answer every request within 24 hours."
        actions={
          <Button component={RouterLink} to={SUPPORT_PATH} variant="contained">
            Contact Support
          </Button>
        }
      />
    </PageContainer>
  );
}
