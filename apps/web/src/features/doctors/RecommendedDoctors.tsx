import type { TrendingDoctor } from '@clinvia/contracts/doctors';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, ChevronLeft, ChevronRight, Clock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
// The stylesheet is bundled with this chunk (a <link>, which the CSP allows); Swiper's React
// build injects no styles of its own.
import 'swiper/css';
import { Avatar } from '../../components/Avatar';
import bannerSmall from './banner-small.svg';
import bannerWide from './banner-wide.svg';
import { formatFee, yearsOfExperience } from './format';
import { trendingDoctorsQuery } from './trending';

/** SPEC §2/§9: 1 slide below 640 px (480 too), 2 from 640, 3 from 900, 4 from 1280; gaps 10/15. */
export const carouselBreakpoints = {
  480: { slidesPerView: 1, spaceBetween: 10 },
  640: { slidesPerView: 2, spaceBetween: 10 },
  900: { slidesPerView: 3, spaceBetween: 15 },
  1280: { slidesPerView: 4, spaceBetween: 15 },
};

/** SPEC's fixed schedule text on every card. */
const scheduleDays = 'Tue, Thu';
const scheduleHours = '10:00 AM - 01:00 PM';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function DoctorSlide({ doctor }: { doctor: TrendingDoctor }) {
  const profile = `/doctor/${doctor.doctor_id}`;
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-4">
        <Link to={profile} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <Avatar name={doctor.name} src={doctor.face_url} size={64} />
        </Link>
        <div className="min-w-0">
          <h3 className="truncate text-lg font-semibold text-slate-900">
            <Link to={profile} className="hover:text-teal-700 hover:underline">
              {doctor.name}
            </Link>
          </h3>
          <p className="text-sm font-medium text-teal-700">specialist</p>
          <p className="text-sm text-slate-600">{yearsOfExperience(doctor.experience_years)}</p>
        </div>
      </div>
      <p className="mt-4 inline-flex w-fit rounded-full bg-blue-50 px-3 py-1 text-sm font-medium text-blue-800">{doctor.specialization}</p>
      <dl className="mt-4 space-y-1 text-sm text-slate-700">
        <div className="flex items-center gap-2">
          <dt>
            <CalendarDays className="size-4 text-slate-500" aria-hidden="true" />
            <span className="sr-only">Days</span>
          </dt>
          <dd>{scheduleDays}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Clock className="size-4 text-slate-500" aria-hidden="true" />
            <span className="sr-only">Hours</span>
          </dt>
          <dd>{scheduleHours}</dd>
        </div>
      </dl>
      <div className="mt-auto flex items-end justify-between gap-3 pt-5">
        <p>
          <span className="block text-xs uppercase tracking-wide text-slate-500">Starting price</span>
          <span className="text-xl font-bold text-slate-900">{formatFee(doctor.consultation_fee)}</span>
        </p>
        <Link
          to={`/appointment/${doctor.doctor_id}`}
          className="rounded-md bg-teal-700 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-teal-800"
        >
          Book an appointment
        </Link>
      </div>
    </article>
  );
}

function SkeletonCards() {
  return (
    <div role="status" aria-label="Loading recommended doctors" className="grid gap-4 sm:grid-cols-2 min-[900px]:grid-cols-3 xl:grid-cols-4">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className={`h-72 animate-pulse rounded-xl border border-slate-200 bg-slate-100 ${i > 0 ? 'hidden sm:block' : ''}`} />
      ))}
    </div>
  );
}

function Carousel({ doctors }: { doctors: TrendingDoctor[] }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ start: true, end: true });
  const trackEdges = (instance: SwiperInstance) => {
    setEdges({ start: instance.isBeginning, end: instance.isEnd });
  };
  const buttonClass =
    'inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:border-teal-600 hover:text-teal-700 disabled:cursor-not-allowed disabled:opacity-40';

  return (
    <>
      <div className="mb-4 flex justify-end gap-2">
        <button type="button" aria-label="Previous doctors" className={buttonClass} disabled={edges.start} onClick={() => swiper?.slidePrev()}>
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <button type="button" aria-label="Next doctors" className={buttonClass} disabled={edges.end} onClick={() => swiper?.slideNext()}>
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
      <Swiper
        modules={[A11y, Keyboard]}
        slidesPerView={1}
        spaceBetween={10}
        breakpoints={carouselBreakpoints}
        speed={prefersReducedMotion() ? 0 : 400}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ containerRoleDescriptionMessage: 'carousel', itemRoleDescriptionMessage: 'doctor' }}
        watchOverflow
        onSwiper={(instance) => {
          setSwiper(instance);
          trackEdges(instance);
        }}
        onSlideChange={trackEdges}
        onResize={trackEdges}
        onBreakpoint={trackEdges}
        className="!pb-1"
      >
        {doctors.map((doctor) => (
          <SwiperSlide key={doctor.doctor_id} className="!h-auto">
            <DoctorSlide doctor={doctor} />
          </SwiperSlide>
        ))}
      </Swiper>
    </>
  );
}

/** The home page's banners and 'Recommended Doctors' carousel of trending doctors (SPEC §2). */
export function RecommendedDoctors() {
  const trending = useQuery(trendingDoctorsQuery());

  return (
    <section aria-labelledby="recommended-doctors" className="page-container py-12">
      {/* The whole banner is the link its drawn button promises. */}
      <Link to="/find-doctor" className="block rounded-3xl">
        <picture>
          <source media="(min-width: 768px)" srcSet={bannerWide} width={1200} height={300} />
          <img
            src={bannerSmall}
            width={640}
            height={360}
            alt="Care from doctors you can trust: verified specialists, booking in minutes. Find a doctor"
            className="h-auto w-full rounded-3xl"
          />
        </picture>
      </Link>
      <h2 id="recommended-doctors" className="mt-10 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Recommended Doctors
      </h2>
      <div className="mt-4">
        {trending.isPending ? (
          <SkeletonCards />
        ) : trending.isError ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-800">
            <p className="font-medium">We couldn't load the recommended doctors.</p>
            <p className="mt-1 text-sm">{trending.error.message}</p>
            <button
              type="button"
              onClick={() => void trending.refetch()}
              className="mt-4 rounded-md border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-100"
            >
              Try again
            </button>
          </div>
        ) : trending.data.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-slate-50 p-6 text-slate-700">
            No recommended doctors right now.{' '}
            <Link to="/find-doctor" className="font-medium text-teal-700 underline underline-offset-4">
              Browse all doctors
            </Link>
          </p>
        ) : (
          <Carousel doctors={trending.data} />
        )}
      </div>
    </section>
  );
}
