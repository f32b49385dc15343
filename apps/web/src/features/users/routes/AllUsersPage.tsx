import { useState } from 'react';
import { usersMessages, type UserSummary } from '@tools-bd/contract';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useMakeAdmin, useRemoveAdmin, useSetCodTrusted, useUsers } from '../api.ts';
import { useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { userTexts } from '../texts.ts';

type Notice = { tone: 'success' | 'warning' | 'error' | 'info'; text: string } | null;

const noticeFor = (error: unknown): Notice =>
  error instanceof ApiError && error.status === 403
    ? { tone: 'warning', text: usersMessages.makeAdminForbidden }
    : { tone: 'error', text: error instanceof Error ? error.message : String(error) };

function RoleBadge({ role }: { role: UserSummary['role'] }) {
  const t = useTexts(userTexts);
  return role === 'admin' ? (
    <span className="inline-flex rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
      {t.admin}
    </span>
  ) : (
    <span className="inline-flex rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
      {t.customer}
    </span>
  );
}

/** /dashboard/allUser: everyone, with Make Admin for those who are not admins. */
export default function AllUsersPage() {
  const t = useTexts(userTexts);
  const m = useMessageText();
  useDocumentTitle(t.allUsers);
  const users = useUsers();
  const makeAdmin = useMakeAdmin();
  const removeAdmin = useRemoveAdmin();
  const setCodTrusted = useSetCodTrusted();
  const [notice, setNotice] = useState<Notice>(null);
  const busyEmail = makeAdmin.isPending
    ? makeAdmin.variables
    : removeAdmin.isPending
      ? removeAdmin.variables
      : undefined;

  const onMakeAdmin = (email: string) => {
    setNotice(null);
    makeAdmin.mutate(email, {
      onSuccess: (result) =>
        setNotice(
          result.modifiedCount > 0
            ? { tone: 'success', text: m(usersMessages.adminAdded) }
            : { tone: 'info', text: t.alreadyAdmin(email) },
        ),
      onError: (error) => setNotice(noticeFor(error)),
    });
  };

  const onRemoveAdmin = (email: string) => {
    if (!window.confirm(t.takeAdminAway(email))) return;
    setNotice(null);
    removeAdmin.mutate(email, {
      onSuccess: () => setNotice({ tone: 'success', text: m(usersMessages.adminRemoved) }),
      onError: (error) => setNotice(noticeFor(error)),
    });
  };

  const onCodTrusted = (email: string, codTrusted: boolean) => {
    setNotice(null);
    setCodTrusted.mutate(
      { email, codTrusted },
      {
        onSuccess: (row) =>
          setNotice({
            tone: 'success',
            text: `${row.email}: ${m(row.codTrusted ? usersMessages.codTrustedOn : usersMessages.codTrustedOff)}`,
          }),
        onError: (error) => setNotice(noticeFor(error)),
      },
    );
  };

  const columns: DataTableColumn<UserSummary>[] = [
    {
      id: 'user',
      header: t.user,
      rowHeader: true,
      className: 'font-normal',
      cell: (person) => (
        <span className="min-w-0 text-right md:text-left">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1 max-md:justify-end">
            <span className="font-medium text-slate-900">{person.name || '—'}</span>
            <RoleBadge role={person.role} />
          </span>
          <span className="block break-all text-slate-600">{person.email}</span>
        </span>
      ),
    },
    {
      id: 'codTrusted',
      header: t.cashOnDelivery,
      cell: (person) => (
        <label className="inline-flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="size-4"
            checked={person.codTrusted}
            disabled={setCodTrusted.isPending && setCodTrusted.variables?.email === person.email}
            onChange={(event) => onCodTrusted(person.email, event.target.checked)}
            aria-label={`${m(usersMessages.codTrusted)}: ${person.email}`}
          />
          {t.trusted}
        </label>
      ),
    },
    {
      id: 'actions',
      header: t.actions,
      headerHidden: true,
      align: 'end',
      className: 'whitespace-nowrap max-md:justify-end max-md:pt-3',
      cell: (person) =>
        person.role === 'admin' ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onRemoveAdmin(person.email)}
            loading={busyEmail === person.email}
            aria-label={`${t.removeAdmin}: ${person.email}`}
          >
            {t.removeAdmin}
          </Button>
        ) : (
          <Button
            size="sm"
            onClick={() => onMakeAdmin(person.email)}
            loading={busyEmail === person.email}
            aria-label={`${t.makeAdmin}: ${person.email}`}
          >
            {t.makeAdmin}
          </Button>
        ),
    },
  ];

  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold">{t.allUsers}</h1>
      <div className="mb-4 min-h-12" aria-live="polite">
        {notice ? <Alert tone={notice.tone}>{m(notice.text)}</Alert> : null}
      </div>
      {users.isPending ? (
        <Spinner label={t.loadingUsers} />
      ) : users.isError ? (
        <Alert tone="error">{users.error.message}</Alert>
      ) : (
        <DataTable
          columns={columns}
          rows={users.data}
          rowKey={(person) => person.email}
          caption={t.caption}
          empty={t.noAccounts}
          numbered
        />
      )}
    </div>
  );
}
