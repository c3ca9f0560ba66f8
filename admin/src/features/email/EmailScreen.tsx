// SPEC.md "Email": placeholder text only.
import { PageHeader } from '../../components/PageHeader.tsx';

export function EmailScreen() {
  return (
    <>
      <PageHeader title="Email" />
      <div className="card">
        <div className="card-body">Email management is not available yet.</div>
      </div>
    </>
  );
}
