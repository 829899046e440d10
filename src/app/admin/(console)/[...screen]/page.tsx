import { notFound } from 'next/navigation';

// Any other /admin address: the console's own not-found page, inside the signed-in shell.
export default function UnknownScreen(): never {
  notFound();
}
