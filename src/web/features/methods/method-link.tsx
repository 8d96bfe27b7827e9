/**
 * "How every figure is made": a link to the methods page of a suite (issue 34 item 7, ADR 191),
 * shown with the repository path it is written in.
 *
 *   <MethodLink slug="premium-salary" />
 */
import { Link } from 'react-router';

export function MethodLink({ slug }: { slug: string }) {
  return (
    <Link className="underline underline-offset-4" to={`/docs/methods/${slug}`}>
      docs/methods/{slug}.md
    </Link>
  );
}
