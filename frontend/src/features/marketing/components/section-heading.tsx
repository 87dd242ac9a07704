import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: ReactNode;
  subtitle?: ReactNode;
  align?: 'left' | 'center';
}

/** The h2 of a page section with its label and lead, centred unless told; `id` names the section (aria-labelledby). */
export function SectionHeading({ align = 'center', ...heading }: SectionHeadingProps) {
  return <PageHeader level="h2" align={align} {...heading} />;
}
