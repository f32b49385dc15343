interface Achievement {
  title: string;
  value: string;
  from: string;
  change: string;
  trend: 'increase' | 'decrease';
}

/** The four static cards, with their fixed figures. */
const achievements: Achievement[] = [
  { title: 'Profit Earned', value: '2,330', from: '2,125', change: '7.2%', trend: 'increase' },
  { title: 'Customer Visit', value: '22.3%', from: '21.2%', change: '7.2%', trend: 'increase' },
  { title: 'Total Sales', value: '2,330', from: '2,850', change: '3.5%', trend: 'decrease' },
  { title: 'Successfully Shipped', value: '$1200', from: '$800', change: '7.2%', trend: 'increase' },
];

export function Achievements() {
  return (
    <section className="bg-slate-50 py-16" aria-labelledby="achievements-heading">
      <div className="container-page">
        <h2 id="achievements-heading" className="mb-8 text-center text-3xl font-bold">
          Our Achivements
        </h2>
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {achievements.map((item) => (
            <li key={item.title} className="card p-6">
              <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{item.title}</h3>
              <p className="mt-2 text-3xl font-extrabold">{item.value}</p>
              <p className="mt-1 text-sm text-slate-700">from {item.from}</p>
              <p
                className={`mt-3 inline-flex items-center gap-1 text-sm font-semibold ${item.trend === 'increase' ? 'text-success' : 'text-danger'}`}
              >
                <span aria-hidden="true">{item.trend === 'increase' ? '▲' : '▼'}</span>
                {item.change} {item.trend}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
