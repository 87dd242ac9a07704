import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

// Answers from the product's own promises (docs/product.md#facts-the-product-states).
const faqs = [
  {
    question: 'How quickly can my AI receptionist be up and running?',
    answer:
      'Within 24-48 hours of our onboarding call. Our team configures your receptionist and runs 50+ scenario tests before it answers its first real call.',
  },
  {
    question: 'Do I need any technical knowledge?',
    answer: 'No. Setup is white-glove: we build, configure and maintain your receptionist, and a dedicated account manager handles changes for you.',
  },
  {
    question: 'Which languages can the receptionist speak?',
    answer: '30+ languages, including English, German, Mandarin, Hindi, Spanish, Portuguese, Arabic, French, Japanese and Russian.',
  },
  {
    question: 'Is there a free trial or a long-term contract?',
    answer: 'Every plan starts with a 14-day free trial. There are no long-term contracts, and you can cancel anytime.',
  },
];

export function ContactFaq() {
  return (
    <Box component="section" aria-labelledby="faq-title" sx={{ maxWidth: 860, mx: 'auto' }}>
      <Typography id="faq-title" variant="h3" component="h2" sx={{ textAlign: 'center', mb: { xs: 3, md: 4 } }}>
        Frequently asked questions
      </Typography>
      {faqs.map((faq, index) => (
        <Accordion
          key={faq.question}
          disableGutters
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: '14px',
            mb: 1.5,
            '&::before': { display: 'none' },
            '&:first-of-type, &:last-of-type': { borderRadius: '14px' },
          }}
          elevation={0}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreRounded />}
            id={`faq-${index}-question`}
            aria-controls={`faq-${index}-answer`}
            sx={{ px: { xs: 2, sm: 3 }, py: 0.5, '& .MuiAccordionSummary-content': { my: 1.5 } }}
          >
            <Typography sx={{ fontWeight: 650 }}>{faq.question}</Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${index}-answer`} role="region" aria-labelledby={`faq-${index}-question`} sx={{ px: { xs: 2, sm: 3 }, pt: 0, pb: 2.5 }}>
            <Typography color="text.secondary">{faq.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
