import { Link } from '@tanstack/react-router';

/** A demand order's number, opening it with its goods (需求详情). */
export function DemandLink({ demandNo }: { demandNo: string }) {
  return (
    <Link to="/purchase/demand-detail" search={{ demandNo }} className="text-brand hover:underline">
      {demandNo}
    </Link>
  );
}
