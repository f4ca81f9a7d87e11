import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApplication, TApplicationResponse } from '#contracts/applications';
import { apiPatch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type TAnswer = 'accepted' | 'rejected';

export async function answerApplication(id: string, status: TAnswer): Promise<TApplication> {
  return (await apiPatch<TApplicationResponse>(`/api/applications/${encodeURIComponent(id)}`, { status })).application;
}

/**
 * Accepts or rejects a pending application; the received list is refreshed either way
 * (another tab may have answered it already), the missions' application counts, and the
 * messaging rights an acceptance opens.
 */
export function useAnswerApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TAnswer }) => answerApplication(id, status),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.applications.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.missions.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.messages.all }),
      ]);
    },
  });
}
