import BuildCircleRounded from '@mui/icons-material/BuildCircleRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import PublicRounded from '@mui/icons-material/PublicRounded';
import ShieldRounded from '@mui/icons-material/ShieldRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { trialPhrase, usePlanTerms } from '../../../lib/plan-terms';
import { usePageTitle } from '../../../lib/use-page-title';
import { BUSINESSES_SERVED, CLAIMS, SIGN_UP_PATH } from '../claims';
import { CallToAction } from '../components/call-to-action';
import { SectionHeading } from '../components/section-heading';
import { StepCards } from '../components/step-cards';
import { CheckList } from '../../../components/check-list';
import { IconCard } from '../../../components/icon-card';

const facts = [
  { value: '~500', label: 'Businesses served' },
  { value: CLAIMS.languages, label: 'Languages spoken' },
  { value: CLAIMS.availability, label: 'Calls answered' },
];

const fullService = [
  'We configure your receptionist: you never touch a prompt or a call flow',
  `We test it against ${CLAIMS.scenarioTests} scenarios before it answers a real caller`,
  'We maintain it as your hours, services and prices change',
  'A dedicated account manager is your single point of contact',
];

const process = [
  { title: 'Discovery', text: 'We learn how your business runs: your services, hours, callers and the questions they ask.' },
  { title: 'Design', text: 'We design the conversations, the voice and the languages that fit your customers.' },
  {
    title: 'Implementation',
    text: `We build and test your receptionist, set up scheduling and SMS links, and go live within ${CLAIMS.setup}.`,
  },
  { title: 'Optimization', text: 'We review how calls go and keep refining your receptionist, month after month.' },
];

const timeline: { period: string; milestones: { title: string; text: string }[] }[] = [
  {
    period: '2024',
    milestones: [
      { title: 'Foundation', text: 'We started from one idea: no business should lose a customer to a missed call.' },
      { title: 'Product Development', text: 'We built our receptionist platform and the white-glove setup process around it.' },
      {
        title: 'Market Expansion',
        text: 'We began serving professional services, HVAC, hospitality, technology, retail and legal businesses.',
      },
    ],
  },
  {
    period: '2025',
    milestones: [
      {
        title: 'Enhanced Integration Ecosystem',
        text: 'Receptionists work with more of the scheduling and business tools our customers already use.',
      },
      { title: 'Global Growth', text: `Receptionists speak ${CLAIMS.languages} languages for ${BUSINESSES_SERVED}.` },
    ],
  },
  {
    period: 'Future',
    milestones: [
      {
        title: 'Quantum Leap Innovation',
        text: 'Our next chapter: receptionists that understand and help callers even better, and stay simple to own.',
      },
    ],
  },
];

const values: { icon: ReactNode; title: string; text: string }[] = [
  { icon: <FavoriteRounded />, title: 'Customers first', text: 'Every decision starts with the person on the other end of the line.' },
  { icon: <ShieldRounded />, title: 'Reliability', text: 'A receptionist has to be there at 3am on a holiday. Ours is, 24/7.' },
  { icon: <VisibilityRounded />, title: 'Transparency', text: 'Clear prices, no long-term contracts, and you can cancel anytime.' },
  { icon: <BuildCircleRounded />, title: 'Craftsmanship', text: 'We build and test each receptionist by hand before it takes a call.' },
  { icon: <PublicRounded />, title: 'Inclusion', text: 'Callers deserve to be answered in their own language.' },
  { icon: <TrendingUpRounded />, title: 'Continuous improvement', text: 'We keep learning from calls to make every receptionist better.' },
];

export function AboutPage() {
  usePageTitle(
    'About Us',
    'Our mission and story: a team that builds, tests and maintains AI phone receptionists for about 500 businesses, with a dedicated account manager for each.',
  );
  const terms = usePlanTerms();
  return (
    <>
      <PageContainer sx={{ pb: { xs: 4, md: 6 } }}>
        <PageHeader
          align="center"
          eyebrow="About Us"
          title="Our Mission & Story"
          subtitle="We give businesses of every size a receptionist that never misses a call, built and cared for by our team."
        />

        <Box component="section" aria-labelledby="mission-title">
          <Grid container spacing={{ xs: 4, md: 8 }} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Typography variant="overline" component="p" color="primary">
                Our mission
              </Typography>
              <Typography id="mission-title" variant="h3" component="h2">
                Every call answered, for every business
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 2 }}>
                Missed calls are missed customers. Large companies solve this with call centres; most businesses can't. Our mission is to give every business a
                receptionist that answers around the clock, in the caller's language, with the care of a well-trained member of staff.
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 2 }}>
                We pair conversational AI with people who build, test and look after each receptionist, at {CLAIMS.savings} less than the cost of a human
                receptionist.
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Grid component="ul" container spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {facts.map((fact) => (
                  <Grid component="li" key={fact.label} size={{ xs: 4, md: 12 }}>
                    <Card>
                      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
                        <Typography variant="h4" component="p" color="primary" sx={{ fontWeight: 800 }}>
                          {fact.value}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {fact.label}
                        </Typography>
                      </CardContent>
                    </Card>
                  </Grid>
                ))}
              </Grid>
            </Grid>
          </Grid>
        </Box>

        <Box component="section" aria-labelledby="approach-title" sx={{ mt: { xs: 8, md: 12 } }}>
          <Card>
            <CardContent sx={{ p: { xs: 3, md: 6 }, '&:last-child': { pb: { xs: 3, md: 6 } } }}>
              <Grid container spacing={{ xs: 3, md: 8 }}>
                <Grid size={{ xs: 12, md: 5 }}>
                  <Typography variant="overline" component="p" color="primary">
                    Full-service approach
                  </Typography>
                  <Typography id="approach-title" variant="h3" component="h2">
                    We do the work, you get the calls
                  </Typography>
                  <Typography color="text.secondary" sx={{ mt: 2 }}>
                    Many AI phone tools hand you a builder and leave the rest to you. We take care of everything, from the first conversation to the hundredth
                    update.
                  </Typography>
                </Grid>
                <Grid size={{ xs: 12, md: 7 }}>
                  <CheckList items={fullService} />
                </Grid>
              </Grid>
            </CardContent>
          </Card>
        </Box>

        <Box component="section" aria-labelledby="process-title" sx={{ mt: { xs: 8, md: 12 } }}>
          <SectionHeading
            id="process-title"
            eyebrow="Implementation process"
            title="Four steps to your receptionist"
            subtitle="The same careful process for every customer, whatever their size."
          />
          <StepCards steps={process} size={{ xs: 12, sm: 6, md: 3 }} marker="overline" />
        </Box>

        <Box component="section" aria-labelledby="timeline-title" sx={{ mt: { xs: 8, md: 12 } }}>
          <SectionHeading id="timeline-title" eyebrow="Our story" title="Where we come from, where we're going" />
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, maxWidth: 860, mx: 'auto' }}>
            {timeline.map((year, yearIndex) => (
              <Box
                component="li"
                key={year.period}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: '120px 1fr' },
                  columnGap: 4,
                  pb: yearIndex === timeline.length - 1 ? 0 : 5,
                }}
              >
                <Typography variant="h4" component="h3" color="primary" sx={{ fontWeight: 800, mb: { xs: 2, sm: 0 } }}>
                  {year.period}
                </Typography>
                <Box
                  component="ul"
                  sx={(t) => ({
                    listStyle: 'none',
                    m: 0,
                    p: 0,
                    pl: 3,
                    borderLeft: `2px solid ${alpha(t.palette.primary.main, 0.3)}`,
                  })}
                >
                  {year.milestones.map((milestone) => (
                    <Box component="li" key={milestone.title} sx={{ position: 'relative', pb: 3, '&:last-child': { pb: 0 } }}>
                      <Box
                        aria-hidden
                        sx={(t) => ({
                          position: 'absolute',
                          left: -31,
                          top: 6,
                          width: 14,
                          height: 14,
                          borderRadius: '50%',
                          bgcolor: 'primary.main',
                          boxShadow: `0 0 0 4px ${t.palette.background.default}`,
                        })}
                      />
                      <Typography variant="h6" component="h4">
                        {milestone.title}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                        {milestone.text}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>

        <Box component="section" aria-labelledby="values-title" sx={{ mt: { xs: 8, md: 12 } }}>
          <SectionHeading id="values-title" eyebrow="Our values" title="What we stand for" />
          <Grid component="ul" container spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {values.map((value) => (
              <Grid component="li" key={value.title} size={{ xs: 12, sm: 6, md: 4 }}>
                <IconCard icon={value.icon} title={value.title} text={value.text} />
              </Grid>
            ))}
          </Grid>
        </Box>
      </PageContainer>

      <Box sx={{ pt: { xs: 4, md: 6 } }}>
        <CallToAction
          title="Let's build your receptionist"
          text={terms && `Start with a ${trialPhrase(terms)}, or talk to us about what your business needs.`}
          primary={{ label: 'Start Free Trial', to: SIGN_UP_PATH }}
          secondary={{ label: 'Contact Us', to: '/contact' }}
        />
      </Box>
    </>
  );
}
