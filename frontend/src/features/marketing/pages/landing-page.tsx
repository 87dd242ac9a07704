import { Navigate } from 'react-router-dom';
import { useSessionUser } from '../../../api/session';
import { scrollIntoViewAndFocus } from '../../../lib/scroll-into-view';
import { trialInvitation, usePlanTerms } from '../../../lib/plan-terms';
import { usePageTitle } from '../../../lib/use-page-title';
import { CallToAction } from '../components/call-to-action';
import { CapabilitiesSection } from '../components/capabilities-section';
import { DemoSection } from '../components/demo-section';
import { FeaturesSection } from '../components/features-section';
import { IndustriesStrip } from '../components/industries-strip';
import { LandingAboutSection } from '../components/landing-about-section';
import { LandingHero } from '../components/landing-hero';
import { SIGN_UP_PATH } from '../claims';

/** docs/product.md#the-public-site: hero, industries, features, demo call, capabilities, about, call to action. */
export function LandingPage() {
  usePageTitle(
    'Managed AI Phone Receptionists',
    'AI phone receptionists built and maintained for your business: 24/7 answering, appointment booking, SMS links and 30+ languages, live in 24-48 hours.',
  );
  const { user } = useSessionUser();
  const terms = usePlanTerms();

  // The landing page is for visitors; customers go straight to their dashboard (docs/product.md#the-public-site).
  if (user) return <Navigate to="/dashboard" replace />;

  return (
    <>
      <LandingHero onShowDemo={() => scrollIntoViewAndFocus(document.getElementById('demo'))} />
      <IndustriesStrip />
      <FeaturesSection />
      <DemoSection />
      <CapabilitiesSection />
      <LandingAboutSection />
      <CallToAction
        title="Ready to answer every call?"
        text={terms && trialInvitation(terms)}
        primary={{ label: 'Start Free Trial', to: SIGN_UP_PATH }}
        secondary={{ label: 'Talk to Sales', to: '/contact' }}
      />
    </>
  );
}
