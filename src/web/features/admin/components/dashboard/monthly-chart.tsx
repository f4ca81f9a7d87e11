import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** 'juin 2026' style label of a YYYY-MM key. */
const shortMonth = new Intl.DateTimeFormat('fr-FR', { month: 'short', timeZone: 'UTC' });
export const monthLabel = (month: string) => shortMonth.format(new Date(`${month}-01T00:00:00Z`));

type Props = { title: string; data: { month: string; value: number }[]; color: string };

/** One monthly series as a line chart (recharts; loaded with the dashboard only). */
export default function MonthlyChart({ title, data, color }: Props) {
  const points = data.map((point) => ({ ...point, label: monthLabel(point.month) }));
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <figcaption className="mb-4 font-semibold text-slate-900">{title}</figcaption>
      <div className="h-64" role="img" aria-label={`${title} : ${points.map((p) => `${p.label} ${p.value}`).join(', ')}`}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 5, right: 10, bottom: 0, left: -20 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#64748b' }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#64748b' }} />
            <Tooltip formatter={(value) => [value, title]} />
            <Line type="monotone" dataKey="value" stroke={color} strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
