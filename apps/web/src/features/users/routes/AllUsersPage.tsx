import { useState } from 'react';
import { usersMessages, type UserSummary } from '@tools-bd/contract';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useMakeAdmin, useRemoveAdmin, useSetCodTrusted, useUsers } from '../api.ts';

type Notice = { tone: 'success' | 'warning' | 'error' | 'info'; text: string } | null;

const noticeFor = (error: unknown): Notice =>
  error instanceof ApiError && error.status === 403
    ? { tone: 'warning', text: usersMessages.makeAdminForbidden }
    : { tone: 'error', text: error instanceof Error ? error.message : String(error) };

function RoleBadge({ role }: { role: UserSummary['role'] }) {
  return role === 'admin' ? (
    <span className="inline-flex rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
      Admin
    </span>
  ) : (
    <span className="inline-flex rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
      Customer
    </span>
  );
}

/** /dashboard/allUser: everyone, with Make Admin for those who are not admins. */
export default function AllUsersPage() {
  useDocumentTitle('All Users');
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
            ? { tone: 'success', text: usersMessages.adminAdded }
            : { tone: 'info', text: `${email} is already an admin` },
        ),
      onError: (error) => setNotice(noticeFor(error)),
    });
  };

  const onRemoveAdmin = (email: string) => {
    if (!window.confirm(`Take admin rights away from ${email}?`)) return;
    setNotice(null);
    removeAdmin.mutate(email, {
      onSuccess: () => setNotice({ tone: 'success', text: usersMessages.adminRemoved }),
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
            text: `${row.email}: ${row.codTrusted ? usersMessages.codTrustedOn : usersMessages.codTrustedOff}`,
          }),
        onError: (error) => setNotice(noticeFor(error)),
      },
    );
  };

  const columns: DataTableColumn<UserSummary>[] = [
    {
      id: 'user',
      header: 'User',
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
      header: 'Cash on delivery',
      cell: (person) => (
        <label className="inline-flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="size-4"
            checked={person.codTrusted}
            disabled={setCodTrusted.isPending && setCodTrusted.variables?.email === person.email}
            onChange={(event) => onCodTrusted(person.email, event.target.checked)}
            aria-label={`${usersMessages.codTrusted}: ${person.email}`}
          />
          Trusted
        </label>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
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
            aria-label={`Remove Admin: ${person.email}`}
          >
            Remove Admin
          </Button>
        ) : (
          <Button
            size="sm"
            onClick={() => onMakeAdmin(person.email)}
            loading={busyEmail === person.email}
            aria-label={`Make Admin: ${person.email}`}
          >
            Make Admin
          </Button>
        ),
    },
  ];

  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold">All Users</h1>
      <div className="mb-4 min-h-12" aria-live="polite">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      </div>
      {users.isPending ? (
        <Spinner label="Loading users…" />
      ) : users.isError ? (
        <Alert tone="error">{users.error.message}</Alert>
      ) : (
        <DataTable
          columns={columns}
          rows={users.data}
          rowKey={(person) => person.email}
          caption="Everyone with an account, with their role"
          empty="No accounts yet"
          numbered
        />
      )}
    </div>
  );
}
