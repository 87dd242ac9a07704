import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../lib/use-page-title';

export function AboutPage() {
  usePageTitle('About Us');
  return (
    <PageContainer>
      <PageHeader
        align="center"
        eyebrow="About Us"
        title="Our Mission & Story"
        subtitle="We give businesses of every size a receptionist that never misses a call, built and cared for by our team."
      />
    </PageContainer>
  );
}
