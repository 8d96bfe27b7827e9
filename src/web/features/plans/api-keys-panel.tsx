/**
 * Navigator API access (docs/product.md §6, issue 7 §6): create a personal key (shown once), list, revoke.
 * Below Navigator the server answers 403 PLAN_REQUIRED and this panel shows the upgrade instead.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { callApi } from '../../api/client.ts';
import { api } from '../../api/routes.ts';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { useSession } from '../../lib/session.ts';
import { isPlanRequired, UpgradePrompt } from './upgrade-prompt.tsx';

const KEYS = ['api-keys'] as const;

export function ApiKeysPanel() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  const keys = useQuery({
    queryKey: [...KEYS, token],
    enabled: token !== null,
    queryFn: async ({ signal }) => (await callApi(api.billing.apiKeys, { token, signal })).data,
  });
  const create = useMutation({
    mutationFn: (keyName: string) =>
      callApi(api.billing.createApiKey, { body: { name: keyName }, token }),
    onSuccess: async ({ data }) => {
      setShown(data.key);
      setName('');
      await queryClient.invalidateQueries({ queryKey: KEYS });
    },
  });
  const revoke = useMutation({
    mutationFn: (id: string) => callApi(api.billing.revokeApiKey, { params: { id }, token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEYS }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() !== '') create.mutate(name.trim());
  };
  const active = keys.data?.apiKeys.filter((k) => k.revokedAt === null) ?? [];

  return (
    <div className="space-y-4">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="api-key-name">Key name</Label>
          <Input
            id="api-key-name"
            value={name}
            maxLength={60}
            onChange={(e) => setName(e.target.value)}
            placeholder="e.g. My script"
          />
        </div>
        <Button type="submit" disabled={create.isPending}>
          Create API key
        </Button>
      </form>
      {create.error &&
        (isPlanRequired(create.error) ? (
          <UpgradePrompt error={create.error} />
        ) : (
          <Alert variant="destructive">
            <AlertDescription>{create.error.message}</AlertDescription>
          </Alert>
        ))}
      {shown && (
        <Alert role="status">
          <AlertTitle>Your new API key</AlertTitle>
          <AlertDescription>
            <p>Copy it now: it will not be shown again. Send it as the X-Api-Key header.</p>
            <code className="mt-2 block rounded bg-muted p-2 break-all" data-testid="new-api-key">
              {shown}
            </code>
          </AlertDescription>
        </Alert>
      )}
      {active.length > 0 && (
        <ul className="divide-y rounded-lg border">
          {active.map((key) => (
            <li
              key={key.id}
              className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm"
            >
              <span>
                <span className="font-medium">{key.name}</span>{' '}
                <code className="text-muted-foreground">{key.prefix}…</code>
              </span>
              <Button
                variant="outline"
                size="sm"
                onClick={() => revoke.mutate(key.id)}
                aria-label={`Revoke ${key.name}`}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
