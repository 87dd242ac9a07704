import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CallerDto } from '../../../api/generated/types.gen';
import { serverFieldErrors, serverMessage } from '../../../api/client';
import { ActionDialog } from '../../../components/action-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useNotify } from '../../../components/notices/notices-context';
import { formatPhoneNumber } from '../../../lib/format';
import { renameCallerSchema, useRenameCaller, type RenameCallerValues } from '../api/caller';

const FALLBACK_MESSAGE = 'Something went wrong. Please try again later.';

/** The name the owner knows a caller by, shown in the log and on their calls; a blank name forgets it. */
export function RenameCallerDialog({ caller, onClose }: { caller: CallerDto; onClose: () => void }) {
  const notify = useNotify();
  const rename = useRenameCaller();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<RenameCallerValues>({
    resolver: zodResolver(renameCallerSchema),
    defaultValues: { name: caller.givenName ?? caller.name ?? '' },
  });
  const number = formatPhoneNumber(caller.number);

  const onSubmit = ({ name }: RenameCallerValues) => {
    setProblem(null);
    rename.mutate(
      { path: { number: caller.number }, body: { name: name || null } },
      {
        onSuccess: (renamed) => {
          onClose();
          notify({
            title: renamed.givenName ? 'Caller named' : 'Name removed',
            description: renamed.name ? `${number} shows as ${renamed.name}.` : `${number} shows as its number again.`,
            variant: 'success',
          });
        },
        onError: (error) => {
          const field = serverFieldErrors(error)?.name;
          if (field) setError('name', { type: 'server', message: field });
          setProblem(serverMessage(error) ?? FALLBACK_MESSAGE);
        },
      },
    );
  };

  return (
    <ActionDialog
      title="Name this caller"
      text={`Your call log and the calls from ${number} show this name. Leave it empty to show the name the caller gave, or the number.`}
      problem={problem}
      pending={rename.isPending}
      onClose={onClose}
      closeLabel="Cancel"
      action={{ label: 'Save Name', pendingLabel: 'Saving...' }}
      onSubmit={handleSubmit(onSubmit)}
    >
      <FormTextField control={control} name="name" label="Name" autoComplete="off" autoFocus sx={{ mt: 1 }} />
    </ActionDialog>
  );
}
