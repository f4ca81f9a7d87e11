import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAnswerApplicationRequest, TApplication, TApplicationResponse } from '#contracts/applications';
import { apiPatch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export async function answerApplication(id: string, answer: TAnswerApplicationRequest): Promise<TApplication> {
  return (await apiPatch<TApplicationResponse>(`/api/applications/${encodeURIComponent(id)}`, answer)).application;
}

/**
 * Shortlists, accepts or refuses (with its reason) an application; the received list is
 * refreshed either way (another tab may have answered it already), the missions' application
 * counts, and the messaging rights.
 */
export function useAnswerApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: TAnswerApplicationRequest }) => answerApplication(id, answer),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.applications.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.missions.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.messages.all }),
      ]);
    },
  });
}
