import { Download } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';

/** A download of a console export (a CSV), drawn as an outline button. */
export function ExportLink({ href, label, size }: { href: string; label: string; size?: 'sm' }) {
  return (
    <a href={href} className={buttonClass('outline', size)} download>
      <Download aria-hidden />
      {label}
    </a>
  );
}
