import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { serverFieldErrors, serverMessage, serverStatus } from '../../../api/client';
import { useNotify } from '../../../components/notices/notices-context';
import { toneStyle } from '../../../components/tone-style';
import { formatDateTimeShort } from '../../../lib/format';
import { type KnowledgeGap, type ReceptionistSettings, useAnswerKnowledgeGap, useDismissKnowledgeGap, useKnowledgeGaps } from '../api/settings';
import { answerEntrySchema, type AnswerEntryValues, LIMITS } from '../schema';
import { CountedTextField } from './counted-text-field';
import { QueryState } from './query-state';
import { Section } from './section';

const FALLBACK_MESSAGE = 'Something went wrong. Please try again later.';

interface ToAnswerProps {
  id: number;
  /** The version an answer is added to. */
  version: number;
  /** The settings below have unsaved changes: an answer would be saved over them, so it waits. */
  blocked: boolean;
  /** The new current settings, once an answer is saved as a version. */
  onAnswered: (settings: ReceptionistSettings) => void;
}

/**
 * "To answer" (docs/product.md#knowledge-gaps): the questions callers asked that the receptionist could not answer. An
 * answer joins the answers as a new version of the settings; a dismissed question leaves the list.
 */
export function ToAnswerSection({ id, version, blocked, onAnswered }: ToAnswerProps) {
  const gaps = useKnowledgeGaps(id);
  const count = gaps.data?.length ?? 0;
  return (
    <Section
      id="to-answer"
      title="To answer"
      description="Questions callers asked that your receptionist could not answer. Answer one in a sentence and it joins your answers as a new version; dismiss the ones it need not know."
      aside={count > 0 && <Chip size="small" label={`${count} open`} sx={(theme) => ({ fontWeight: 650, border: 1, ...toneStyle(theme, 'warning') })} />}
    >
      {!gaps.data && <QueryState query={gaps} loading="Loading the questions to answer" failed="The questions to answer could not be loaded." />}
      {gaps.data && count === 0 && (
        <Typography variant="body2" color="text.secondary">
          Nothing to answer: callers got an answer to every question.
        </Typography>
      )}
      {blocked && count > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Save or undo your changes below first: an answer is saved as a new version of these settings.
        </Alert>
      )}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {gaps.data?.map((gap) => (
          <QuestionItem key={gap.id} id={id} gap={gap} version={version} blocked={blocked} onAnswered={onAnswered} />
        ))}
      </Stack>
    </Section>
  );
}

function QuestionItem({ id, gap, version, blocked, onAnswered }: Omit<ToAnswerProps, 'version'> & { gap: KnowledgeGap; version: number }) {
  const notify = useNotify();
  const dismiss = useDismissKnowledgeGap(id);
  const [answering, setAnswering] = useState(false);
  const onDismiss = () =>
    dismiss.mutate(
      { path: { id, gapId: gap.id } },
      { onError: (error) => notify({ title: 'Could not dismiss', description: serverMessage(error) ?? FALLBACK_MESSAGE, variant: 'destructive' }) },
    );
  return (
    <Box component="li" aria-label={gap.question} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1.5, sm: 2 } }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{gap.question}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {formatDateTimeShort(gap.askedAt)} · {gap.timesAsked === 1 ? 'asked once' : `asked ${gap.timesAsked} times`} ·{' '}
        <Link component={RouterLink} to={`/calls/${gap.callId}`} underline="always">
          See the call
        </Link>
      </Typography>
      {answering ? (
        <AnswerForm id={id} gap={gap} version={version} onCancel={() => setAnswering(false)} onAnswered={onAnswered} />
      ) : (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
          <Button size="small" variant="contained" disabled={blocked} onClick={() => setAnswering(true)} aria-label={`Answer “${gap.question}”`}>
            Answer
          </Button>
          <Button size="small" color="inherit" loading={dismiss.isPending} onClick={onDismiss} aria-label={`Dismiss “${gap.question}”`}>
            Dismiss
          </Button>
        </Stack>
      )}
    </Box>
  );
}

interface AnswerFormProps {
  id: number;
  gap: KnowledgeGap;
  version: number;
  onCancel: () => void;
  onAnswered: (settings: ReceptionistSettings) => void;
}

/** The question as callers asked it (the owner may reword it) and the answer, saved as the next version. */
function AnswerForm({ id, gap, version, onCancel, onAnswered }: AnswerFormProps) {
  const notify = useNotify();
  const answer = useAnswerKnowledgeGap(id);
  const [problem, setProblem] = useState<string | null>(null);
  const methods = useForm<AnswerEntryValues>({ resolver: zodResolver(answerEntrySchema), defaultValues: { question: gap.question, answer: '' } });
  const onSubmit = ({ question, answer: text }: AnswerEntryValues) => {
    setProblem(null);
    answer.mutate(
      { path: { id, gapId: gap.id }, body: { baseVersion: version, answer: text, ...(question === gap.question ? {} : { question }) } },
      {
        onSuccess: (saved) => {
          notify({ title: 'Answer saved', description: `Saved as version ${saved.version}. ${saved.deliveryText}`, variant: 'success', duration: 8000 });
          onAnswered(saved);
        },
        onError: (error) => {
          const fields = Object.entries(serverFieldErrors(error) ?? {}).filter(([path]) => path === 'question' || path === 'answer');
          fields.forEach(([path, message]) => methods.setError(path as FieldPath<AnswerEntryValues>, { type: 'server', message }));
          const stale = serverStatus(error) === 409;
          setProblem(fields.length > 0 ? null : `${serverMessage(error) ?? FALLBACK_MESSAGE}${stale ? ' Reload the page to see it.' : ''}`);
        },
      },
    );
  };
  return (
    <FormProvider {...methods}>
      <Box component="form" noValidate aria-label={`Answer “${gap.question}”`} onSubmit={methods.handleSubmit(onSubmit)} sx={{ mt: 2 }}>
        <Stack spacing={2}>
          <CountedTextField<AnswerEntryValues> name="question" label="Question" size="small" max={LIMITS.question} />
          <CountedTextField<AnswerEntryValues>
            name="answer"
            label="Answer"
            size="small"
            max={LIMITS.answer}
            multiline
            minRows={2}
            autoFocus
            hint="One sentence is enough: the receptionist says it as written."
          />
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          <Stack direction="row" spacing={1}>
            <Button type="submit" size="small" variant="contained" loading={answer.isPending}>
              Save answer
            </Button>
            <Button size="small" color="inherit" onClick={onCancel}>
              Cancel
            </Button>
          </Stack>
        </Stack>
      </Box>
    </FormProvider>
  );
}
