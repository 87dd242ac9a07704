import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import AutorenewRounded from '@mui/icons-material/AutorenewRounded';
import BusinessRounded from '@mui/icons-material/BusinessRounded';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import EmailRounded from '@mui/icons-material/EmailRounded';
import GraphicEqRounded from '@mui/icons-material/GraphicEqRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import SmsRounded from '@mui/icons-material/SmsRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { scrollIntoViewAndFocus } from '../../../lib/scroll-into-view';
import { trialPhrase, usePlanTerms, type PlanTerms } from '../../../lib/plan-terms';
import { usePageTitle } from '../../../lib/use-page-title';
import { CLAIMS, LANGUAGES, SIGN_UP_PATH } from '../claims';
import { CallToAction } from '../components/call-to-action';
import { StepCards } from '../components/step-cards';
import { IconCard } from '../../../components/icon-card';

const TABS = [
  { value: 'setup', label: 'Setup Process' },
  { value: 'features', label: 'Key Features' },
  { value: 'support', label: 'Ongoing Support' },
] as const;

type TabValue = (typeof TABS)[number]['value'];

function isTab(value: string | null): value is TabValue {
  return TABS.some((tab) => tab.value === value);
}

/** The first step quotes the trial once the plans have said how long it is. */
const steps = (terms: PlanTerms | undefined) => [
  {
    title: 'Sign up and choose your plan',
    text: `Create your account and pick Professional, Business or Enterprise.${terms ? ` Every plan starts with a ${trialPhrase(terms)}.` : ''}`,
  },
  {
    title: 'Tell us about your business',
    text: 'On a call with your account manager, share your services, business hours, common questions, booking rules and the languages your callers speak.',
  },
  {
    title: 'We build, test and launch',
    text: `Our team configures your receptionist, runs ${CLAIMS.scenarioTests} scenario tests and puts it live on your number within ${CLAIMS.setup}.`,
  },
];

const keyFeatures: { icon: ReactNode; title: string; text: string }[] = [
  { icon: <AccessTimeRounded />, title: '24/7 call answering', text: 'Every call is picked up, at night, at weekends and on holidays.' },
  { icon: <CalendarMonthRounded />, title: 'Appointment scheduling', text: 'Callers book, move or cancel appointments during the call.' },
  { icon: <SmsRounded />, title: 'SMS links', text: 'Booking pages, directions or forms are texted to the caller as they talk.' },
  { icon: <TranslateRounded />, title: `${CLAIMS.languages} languages`, text: `Including ${LANGUAGES.join(', ')}.` },
  { icon: <GraphicEqRounded />, title: 'Accurate understanding', text: `${CLAIMS.accuracy} call accuracy, so callers are understood the first time.` },
  { icon: <BusinessRounded />, title: 'Knows your business', text: 'Answers from your own company information, services and business hours.' },
];

const support: { icon: ReactNode; title: string; text: string }[] = [
  { icon: <SupportAgentRounded />, title: 'A dedicated account manager', text: 'One person who knows your setup and is your first contact for changes.' },
  { icon: <AutorenewRounded />, title: 'Updates when your business changes', text: 'New hours, services or prices? We update your receptionist for you.' },
  { icon: <InsightsRounded />, title: 'Continuous optimization', text: 'We review how calls go and refine answers so your receptionist keeps improving.' },
  { icon: <EmailRounded />, title: 'Email support, 24/7', text: 'Write to us any time; we respond within 24 hours.' },
];

function FeatureGrid({ items }: { items: { icon: ReactNode; title: string; text: string }[] }) {
  return (
    <Grid component="ul" container spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Grid component="li" key={item.title} size={{ xs: 12, sm: 6, md: items.length === 4 ? 6 : 4 }}>
          <IconCard icon={item.icon} title={item.title} text={item.text} />
        </Grid>
      ))}
    </Grid>
  );
}

export function HowItWorksPage() {
  usePageTitle('How It Works', 'How we set up your AI phone receptionist in three steps, what it does for your callers, and how we support it after launch.');
  const terms = usePlanTerms();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const tab: TabValue = isTab(tabParam) ? tabParam : 'setup';
  const tabsRef = useRef<HTMLDivElement>(null);

  // The tab lives in the address so it can be shared and survives a reload.
  const selectTab = (next: TabValue) => setSearchParams(next === 'setup' ? {} : { tab: next }, { replace: true, preventScrollReset: true });

  /** The buttons under a tab: switch, then bring the tab navigation (and the focus) back into view. */
  const goTo = (next: TabValue) => {
    selectTab(next);
    scrollIntoViewAndFocus(tabsRef.current, document.getElementById(`how-tab-${next}`));
  };

  const panel = (value: TabValue, content: ReactNode, buttons: ReactNode) => (
    <Box role="tabpanel" id={`how-panel-${value}`} aria-labelledby={`how-tab-${value}`} hidden={tab !== value} sx={{ pt: { xs: 4, md: 6 } }}>
      {tab === value && (
        <>
          {content}
          <Stack
            direction={{ xs: 'column-reverse', sm: 'row' }}
            spacing={1.5}
            useFlexGap
            sx={{
              mt: { xs: 4, md: 5 },
              justifyContent: 'space-between',
              // Long labels ('Back to Start: Setup Process') stay on one line on 360 px phones.
              '& .MuiButton-root': { fontSize: { xs: '0.9375rem', sm: '1rem' }, px: { xs: 2, sm: 3 } },
            }}
          >
            {buttons}
          </Stack>
        </>
      )}
    </Box>
  );

  return (
    <>
      <PageContainer sx={{ pb: { xs: 8, md: 12 } }}>
        <PageHeader
          align="center"
          eyebrow="How It Works"
          title={`From sign-up to a live receptionist in ${CLAIMS.setup}`}
          subtitle="We set up, train and look after your AI receptionist, so you can get back to your customers."
        />

        <Box ref={tabsRef} id="how-it-works-tabs" sx={{ borderBottom: 1, borderColor: 'divider', scrollMarginTop: 88 }}>
          <Tabs
            value={tab}
            onChange={(_event, next: TabValue) => selectTab(next)}
            aria-label="How it works"
            variant="fullWidth"
            sx={{ maxWidth: 720, mx: 'auto', '& .MuiTab-root': { px: { xs: 1, sm: 2 }, minWidth: 0 } }}
          >
            {TABS.map((item) => (
              <Tab key={item.value} value={item.value} label={item.label} id={`how-tab-${item.value}`} aria-controls={`how-panel-${item.value}`} />
            ))}
          </Tabs>
        </Box>

        {panel(
          'setup',
          <StepCards steps={steps(terms)} size={{ xs: 12, md: 4 }} marker="badge" />,
          <>
            <Box component="span" sx={{ display: { xs: 'none', sm: 'block' } }} />
            <Button variant="contained" size="large" endIcon={<ArrowForward />} onClick={() => goTo('features')}>
              Next: Key Features
            </Button>
          </>,
        )}

        {panel(
          'features',
          <FeatureGrid items={keyFeatures} />,
          <>
            <Button variant="outlined" size="large" startIcon={<ArrowBack />} onClick={() => goTo('setup')}>
              Previous: Setup Process
            </Button>
            <Button variant="contained" size="large" endIcon={<ArrowForward />} onClick={() => goTo('support')}>
              Next: Ongoing Support
            </Button>
          </>,
        )}

        {panel(
          'support',
          <FeatureGrid items={support} />,
          <>
            <Button variant="outlined" size="large" startIcon={<ArrowBack />} onClick={() => goTo('features')}>
              Previous: Key Features
            </Button>
            <Button variant="contained" size="large" startIcon={<RestartAltRounded />} onClick={() => goTo('setup')}>
              Back to Start: Setup Process
            </Button>
          </>,
        )}
      </PageContainer>

      <CallToAction
        title="Ready for a receptionist that never misses a call?"
        text={`Create your account today and we'll have your receptionist answering calls within ${CLAIMS.setup}.`}
        primary={{ label: 'Set up your account now!', to: SIGN_UP_PATH }}
        secondary={{ label: 'Contact Us', to: '/contact' }}
      />
    </>
  );
}
