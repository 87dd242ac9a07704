import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import {
  answerKnowledgeGapMutation,
  dismissKnowledgeGapMutation,
  listKnowledgeGapsOptions,
  listKnowledgeGapsQueryKey,
  getAdminReceptionistSettingsOptions,
  getAdminReceptionistSettingsQueryKey,
  getAdminReceptionistSettingsVersionOptions,
  getReceptionistSettingsOptions,
  getReceptionistSettingsQueryKey,
  getReceptionistSettingsVersionOptions,
  listAdminReceptionistSettingsVersionsOptions,
  listAdminReceptionistSettingsVersionsQueryKey,
  listReceptionistSettingsVersionsOptions,
  listReceptionistSettingsVersionsQueryKey,
  getAdminReceptionistAssistantInstructionsOptions,
  reapplyAdminReceptionistSettingsMutation,
  restoreAdminReceptionistSettingsVersionMutation,
  restoreReceptionistSettingsVersionMutation,
  saveAdminReceptionistSettingsMutation,
  saveReceptionistSettingsMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import type {
  KnowledgeGapDto,
  ReceptionistSettingsDocDto,
  ReceptionistSettingsDto,
  ReceptionistSettingsVersionDto,
  ReceptionistSettingsVersionSummaryDto,
} from '../../../api/generated/types.gen';
import { refreshQueries } from '../../../api/query-client';

export type ReceptionistSettings = ReceptionistSettingsDto;
export type SettingsDocument = ReceptionistSettingsDocDto;
export type SettingsVersionSummary = ReceptionistSettingsVersionSummaryDto;
export type SettingsVersion = ReceptionistSettingsVersionDto;
export type KnowledgeGap = KnowledgeGapDto;

/** Whose endpoints the page uses: the customer's own (/api/receptionists/…) or the back office's (/api/admin/receptionists/…). */
export type SettingsScope = 'customer' | 'admin';

/** The backend's codes (receptionist-settings.errors.ts) the page answers differently. */
export const SETTINGS_STALE = 'RECEPTIONIST_SETTINGS.STALE';
export const SETTINGS_LIMIT_REACHED = 'RECEPTIONIST_SETTINGS.LIMIT_REACHED';

/**
 * One read's options, the customer's or the back office's. Their generated error types differ only in the codes listed;
 * at run time both reject with the client's HttpError (api/client.ts), so the page reads either as one type.
 */
export function readOptions<T>(scope: SettingsScope, customer: () => unknown, admin: () => unknown): UseQueryOptions<T, Error, T, readonly unknown[]> {
  return (scope === 'admin' ? admin() : customer()) as UseQueryOptions<T, Error, T, readonly unknown[]>;
}

function settingsKey(scope: SettingsScope, id: number) {
  return scope === 'admin' ? getAdminReceptionistSettingsQueryKey({ path: { id } }) : getReceptionistSettingsQueryKey({ path: { id } });
}

function versionsKey(scope: SettingsScope, id: number) {
  return scope === 'admin' ? listAdminReceptionistSettingsVersionsQueryKey({ path: { id } }) : listReceptionistSettingsVersionsQueryKey({ path: { id } });
}

/** GET …/settings: the current version (0: the defaults), how it answers now and the plan's allowance. Asked again on every visit. */
export function useReceptionistSettings(scope: SettingsScope, id: number) {
  const options = readOptions<ReceptionistSettings>(
    scope,
    () => getReceptionistSettingsOptions({ path: { id } }),
    () => getAdminReceptionistSettingsOptions({ path: { id } }),
  );
  // While a version is on its way to the voice assistant, the page looks again until it has arrived or failed.
  return useQuery({ ...options, staleTime: 0, refetchInterval: (query) => (query.state.data?.delivery === 'applying' ? 3_000 : false) });
}

/** GET …/settings/versions: every saved version, newest first. */
export function useSettingsVersions(scope: SettingsScope, id: number) {
  const options = readOptions<SettingsVersionSummary[]>(
    scope,
    () => listReceptionistSettingsVersionsOptions({ path: { id } }),
    () => listAdminReceptionistSettingsVersionsOptions({ path: { id } }),
  );
  return useQuery({ ...options, staleTime: 0 });
}

/** GET …/settings/versions/{version}: one version's whole document, for View; nothing is asked while `version` is null. */
export function useSettingsVersion(scope: SettingsScope, id: number, version: number | null) {
  const path = { id, version: version ?? 0 };
  const options = readOptions<SettingsVersion>(
    scope,
    () => getReceptionistSettingsVersionOptions({ path }),
    () => getAdminReceptionistSettingsVersionOptions({ path }),
  );
  return useQuery({ ...options, enabled: version !== null });
}

/** A save or a restore answered with the new current settings: they replace the cached ones and the history is asked again. */
function useSettled(scope: SettingsScope, id: number) {
  const queryClient = useQueryClient();
  return (settings: ReceptionistSettings) => {
    queryClient.setQueryData<ReceptionistSettings>(settingsKey(scope, id), settings);
    return refreshQueries(queryClient, { queryKey: versionsKey(scope, id) });
  };
}

/** PUT …/settings with the version the edits started from; 409 when another was saved since. */
export function useSaveSettings(scope: SettingsScope, id: number) {
  const settled = useSettled(scope, id);
  const customer = useMutation({ ...saveReceptionistSettingsMutation(), onSuccess: settled });
  const admin = useMutation({ ...saveAdminReceptionistSettingsMutation(), onSuccess: settled });
  return scope === 'admin' ? admin : customer;
}

/** POST …/settings/versions/{version}/restore: the old document is saved again as a new version. */
export function useRestoreSettingsVersion(scope: SettingsScope, id: number) {
  const settled = useSettled(scope, id);
  const customer = useMutation({ ...restoreReceptionistSettingsVersionMutation(), onSuccess: settled });
  const admin = useMutation({ ...restoreAdminReceptionistSettingsVersionMutation(), onSuccess: settled });
  return scope === 'admin' ? admin : customer;
}

/** Our team's: POST …/settings/apply sends the newest version to the receptionist's voice assistant again. */
export function useReapplySettings(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...reapplyAdminReceptionistSettingsMutation(),
    onSuccess: (settings) => queryClient.setQueryData<ReceptionistSettings>(settingsKey('admin', id), settings),
  });
}

/** Our team's: what the newest version tells the voice assistant; nothing is asked until `enabled`. */
export function useAssistantInstructions(id: number, enabled: boolean) {
  return useQuery({ ...getAdminReceptionistAssistantInstructionsOptions({ path: { id } }), enabled, staleTime: 0 });
}

/** GET …/knowledge-gaps: the customer's receptionist's questions callers asked that it could not answer, newest first. */
export function useKnowledgeGaps(id: number) {
  return useQuery({ ...listKnowledgeGapsOptions({ path: { id } }), staleTime: 0 });
}

/** POST …/knowledge-gaps/{gapId}/dismiss: the question leaves the list. */
export function useDismissKnowledgeGap(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...dismissKnowledgeGapMutation(),
    onSettled: () => refreshQueries(queryClient, { queryKey: listKnowledgeGapsQueryKey({ path: { id } }) }),
  });
}

/** POST …/knowledge-gaps/{gapId}/answer: answered with the new current settings (a version with the answer), as a save is. */
export function useAnswerKnowledgeGap(id: number) {
  const queryClient = useQueryClient();
  const settled = useSettled('customer', id);
  return useMutation({
    ...answerKnowledgeGapMutation(),
    onSuccess: settled,
    onSettled: () => refreshQueries(queryClient, { queryKey: listKnowledgeGapsQueryKey({ path: { id } }) }),
  });
}
