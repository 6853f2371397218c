import type { Queryable } from '../db/db';

export interface EduRow {
  email: string;
  studentNo: string;
  schoolName: string | null;
  verdict: 'approved' | 'rejected';
  reason: 'school_unknown' | 'student_no_invalid' | null;
  submittedAt: number;
  decideAt: number;
  validUntil: number | null;
}

/** The simulated verifier's school for an e-mail domain. */
export async function schoolByDomain(
  db: Queryable,
  domain: string,
): Promise<{ schoolName: string; studentNoLength: number } | null> {
  const [r] = await db.query<{ school_name: string; student_no_length: number }>(
    'SELECT school_name, student_no_length FROM edu_schools WHERE domain = $1',
    [domain.toLowerCase()],
  );
  return r ? { schoolName: r.school_name, studentNoLength: Number(r.student_no_length) } : null;
}

export async function findEdu(db: Queryable, customerId: number, opts: { forUpdate?: boolean } = {}) {
  const [r] = await db.query<{
    email: string;
    student_no: string;
    school_name: string | null;
    verdict: 'approved' | 'rejected';
    reason: EduRow['reason'];
    submitted_at: number;
    decide_at: number;
    valid_until: number | null;
  }>(
    `SELECT email, student_no, school_name, verdict, reason, submitted_at, decide_at, valid_until
     FROM edu_verifications WHERE customer_id = $1${opts.forUpdate ? ' FOR UPDATE' : ''}`,
    [customerId],
  );
  if (!r) return null;
  return {
    email: r.email,
    studentNo: r.student_no,
    schoolName: r.school_name,
    verdict: r.verdict,
    reason: r.reason,
    submittedAt: Number(r.submitted_at),
    decideAt: Number(r.decide_at),
    validUntil: r.valid_until == null ? null : Number(r.valid_until),
  } satisfies EduRow;
}

/** One application per customer: a new one replaces a decided one. */
export async function putEdu(tx: Queryable, customerId: number, a: EduRow & { name: string }): Promise<void> {
  await tx.query(
    `INSERT INTO edu_verifications
       (customer_id, email, student_no, name, school_name, verdict, reason, submitted_at, decide_at, valid_until)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (customer_id) DO UPDATE SET email = EXCLUDED.email, student_no = EXCLUDED.student_no,
       name = EXCLUDED.name, school_name = EXCLUDED.school_name, verdict = EXCLUDED.verdict,
       reason = EXCLUDED.reason, submitted_at = EXCLUDED.submitted_at, decide_at = EXCLUDED.decide_at,
       valid_until = EXCLUDED.valid_until`,
    [
      customerId,
      a.email,
      a.studentNo,
      a.name,
      a.schoolName,
      a.verdict,
      a.reason,
      a.submittedAt,
      a.decideAt,
      a.validUntil,
    ],
  );
}
