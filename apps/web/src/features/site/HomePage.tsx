import { CalendarCheck, HeartPulse, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { RecommendedDoctors } from '../doctors/RecommendedDoctors';
import heroIllustration from './hero-illustration.svg';

const highlights = [
  { Icon: CalendarCheck, title: 'Book in minutes', text: 'Pick a doctor, a day and a time slot that suits you.' },
  { Icon: HeartPulse, title: 'Check your health', text: 'Six self-service tools give you a first, informed estimate.' },
  { Icon: ShieldCheck, title: 'Private by design', text: 'Only you and your care team see your records.' },
] as const;

export default function HomePage() {
  return (
    <>
      <title>Clinvia · Care that fits your life</title>
      <section className="bg-gradient-to-b from-teal-50 to-white">
        <div className="page-container grid items-center gap-10 py-12 sm:py-16 md:grid-cols-2 lg:py-20">
          <div>
            <p className="font-semibold text-teal-700">Your health, one place</p>
            <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">Care that fits your life</h1>
            <p className="mt-4 max-w-xl text-lg text-slate-600">
              Find trusted doctors, book appointments in a few clicks and check your health with our self-service tools, whenever it suits
              you.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <Link to="/find-doctor" className="whitespace-nowrap rounded-md bg-teal-700 px-6 py-3 text-center font-semibold text-white shadow-sm hover:bg-teal-800">
                Find a Doctor
              </Link>
              <Link
                to="/services"
                className="whitespace-nowrap rounded-md border border-slate-300 bg-white px-6 py-3 text-center font-semibold text-slate-800 hover:border-teal-600 hover:text-teal-800"
              >
                Explore Services
              </Link>
            </div>
          </div>
          <img src={heroIllustration} alt="" width={480} height={400} className="mx-auto w-full max-w-md md:max-w-none" />
        </div>
      </section>

      <RecommendedDoctors />

      <section aria-labelledby="why-clinvia" className="page-container py-12">
        <h2 id="why-clinvia" className="sr-only">
          Why Clinvia
        </h2>
        <ul className="grid gap-6 sm:grid-cols-3">
          {highlights.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-6">
              <Icon className="size-8 text-teal-700" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
