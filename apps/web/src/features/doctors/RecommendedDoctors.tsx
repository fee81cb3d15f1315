import { useQuery } from '@tanstack/react-query';
import { CalendarDays, CalendarOff, ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../components/Avatar';
import bannerSmall from './banner-small.svg';
import bannerWide from './banner-wide.svg';
import { takesBookings } from '../../lib/clinic-dates';
import { formatFee } from '../../lib/format';
import { useLanguage } from '../../lib/i18n/i18n';
import { specialtyName } from '../../lib/i18n/specialty-names';
import { trendingDoctorsQuery, type CarouselDoctor } from './trending';
import { Button, ButtonLink } from '../../components/ui/Button';
import { useDoctorFacts } from './facts';

/**
 * FIND-1's breakpoints as CSS: 1 slide below 640 px (480 too) with a 10 px gap, 2 from 640
 * (gap 10), 3 from 900 (gap 15), 4 from 1280 (gap 15). Each slide's width is a share of the
 * track minus the gaps between the slides in view.
 */
// `relative` makes the track the containing block of the slides' visually hidden labels
// (position: absolute): without it they escape its clipping and widen the page (A11Y-7).
const trackClass =
  'relative flex snap-x snap-mandatory gap-[10px] overflow-x-auto overscroll-x-contain pb-1 motion-safe:scroll-smooth [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-teal-700 min-[900px]:gap-[15px] [&::-webkit-scrollbar]:hidden';
// All three as min-[…] variants: Tailwind orders those by width among themselves, while it put
// min-[900px] before sm, which then won at 1000 px.
const slideClass =
  'flex shrink-0 grow-0 basis-full snap-start min-[640px]:basis-[calc((100%-10px)/2)] min-[900px]:basis-[calc((100%-30px)/3)] min-[1280px]:basis-[calc((100%-45px)/4)]';


function DoctorSlide({ doctor }: { doctor: CarouselDoctor }) {
  const { t } = useTranslation('doctors');
  const language = useLanguage();
  const facts = useDoctorFacts();
  const profile = `/doctor/${doctor.doctor_id}`;
  const bookable = takesBookings(doctor);
  const availability = facts.availability(doctor);
  const languages = facts.speaks(doctor.languages);
  return (
    <article className="flex w-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-4">
        <Link to={profile} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <Avatar name={doctor.name} src={doctor.face_url} size={64} />
        </Link>
        <div className="min-w-0">
          {/* Wrapped, not cut with an ellipsis: with larger text a long name must stay whole (A11Y-7). */}
          <h3 className="break-words text-lg font-semibold text-slate-900">
            <Link to={profile} className="hover:text-teal-700 hover:underline">
              {doctor.name}
            </Link>
          </h3>
          <p className="text-sm font-medium text-teal-700">{t('carousel.specialist')}</p>
          <p className="text-sm text-slate-600">{facts.experience(doctor.experience_years)}</p>
        </div>
      </div>
      <p className="mt-4 inline-flex w-fit rounded-full bg-blue-50 px-3 py-1 text-sm font-medium text-blue-800">{specialtyName(doctor.specialization, language)}</p>
      {/* DOC-13: missing from a server built to the specification alone (trending.ts). */}
      {languages !== null && <p className="mt-3 text-sm text-slate-700">{languages}</p>}
      {/* FIND-16: the real next free slot, not SPEC's fixed 'Tue, Thu 10:00 AM - 01:00 PM'. */}
      {availability !== null && (
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-700">
          {bookable ? <CalendarDays className="size-4 text-slate-500" aria-hidden="true" /> : <CalendarOff className="size-4 text-slate-500" aria-hidden="true" />}
          {availability}
        </p>
      )}
      <div className="mt-auto flex items-end justify-between gap-3 pt-5">
        <p>
          <span className="block text-xs uppercase tracking-wide text-slate-500">{t('carousel.startingPrice')}</span>
          <span className="text-xl font-bold text-slate-900">{formatFee(doctor.consultation_fee, language)}</span>
        </p>
        {bookable ? (
          <ButtonLink
            to={`/appointment/${doctor.doctor_id}`}
          >
            {t('carousel.book')}
          </ButtonLink>
        ) : (
          <ButtonLink to={profile} variant="secondary">
            {t('facts.viewProfile')}
          </ButtonLink>
        )}
      </div>
    </article>
  );
}

function SkeletonCards() {
  const { t } = useTranslation('doctors');
  return (
    <div role="status" aria-label={t('carousel.loading')} className="grid gap-4 min-[640px]:grid-cols-2 min-[900px]:grid-cols-3 min-[1280px]:grid-cols-4">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className={`h-72 animate-pulse rounded-xl border border-slate-200 bg-slate-100 ${i > 0 ? 'hidden min-[640px]:block' : ''}`} />
      ))}
    </div>
  );
}

/**
 * A native CSS scroll-snap carousel (Swiper cost ~31 KB gzip on the home page): the browser
 * scrolls and snaps, swipes work on touch screens, the arrows and the arrow keys move one
 * slide, and smooth scrolling is off when the device asks for reduced motion (motion-safe).
 */
function Carousel({ doctors }: { doctors: CarouselDoctor[] }) {
  const { t } = useTranslation('doctors');
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const trackEdges = useCallback(() => {
    const element = track.current;
    if (element === null) return;
    setEdges({ start: element.scrollLeft <= 1, end: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    const element = track.current;
    if (element === null) return;
    trackEdges();
    const resize = new ResizeObserver(trackEdges);
    resize.observe(element);
    element.addEventListener('scroll', trackEdges, { passive: true });
    return () => {
      resize.disconnect();
      element.removeEventListener('scroll', trackEdges);
    };
  }, [trackEdges]);

  /** Scrolls by one slide and its gap; scroll snapping lands it on the slide's edge. */
  const move = (direction: 1 | -1) => {
    const element = track.current;
    const slide = element?.firstElementChild;
    if (!element || !slide) return;
    const gap = parseFloat(getComputedStyle(element).columnGap) || 0;
    element.scrollBy({ left: direction * (slide.getBoundingClientRect().width + gap) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    move(event.key === 'ArrowRight' ? 1 : -1);
  };

  return (
    <>
      <div className="mb-4 flex justify-end gap-2">
        <Button variant="secondary" size="roundIcon" aria-label={t('carousel.previous')} disabled={edges.start} onClick={() => {
            move(-1);
          }}>
          <ChevronLeft className="size-5" aria-hidden="true" />
        </Button>
        <Button variant="secondary" size="roundIcon" aria-label={t('carousel.next')} disabled={edges.end} onClick={() => {
            move(1);
          }}>
          <ChevronRight className="size-5" aria-hidden="true" />
        </Button>
      </div>
      {/* Focusable so keyboard users can scroll it (arrow keys move one slide). */}
      <ul ref={track} aria-label={t('carousel.list')} tabIndex={0} onKeyDown={onKeyDown} className={trackClass}>
        {doctors.map((doctor) => (
          <li key={doctor.doctor_id} className={slideClass}>
            <DoctorSlide doctor={doctor} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The home page's banners and 'Recommended Doctors' carousel of trending doctors (FIND-1, FIND-2). */
export function RecommendedDoctors() {
  const { t } = useTranslation('doctors');
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
            alt={t('carousel.banner')}
            className="h-auto w-full rounded-3xl"
          />
        </picture>
      </Link>
      <h2 id="recommended-doctors" className="mt-10 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t('carousel.title')}
      </h2>
      <div className="mt-4">
        {trending.isPending ? (
          <SkeletonCards />
        ) : trending.isError ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-800">
            <p className="font-medium">{t('carousel.loadFailed')}</p>
            <p className="mt-1 text-sm">{trending.error.message}</p>
            <Button variant="danger" className="mt-4" onClick={() => void trending.refetch()}>
              {t('facts.tryAgain')}
            </Button>
          </div>
        ) : trending.data.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-slate-50 p-6 text-slate-700">
            {t('carousel.none')}{' '}
            <Link to="/find-doctor" className="font-medium text-teal-700 underline underline-offset-4">
              {t('carousel.browse')}
            </Link>
          </p>
        ) : (
          <Carousel doctors={trending.data} />
        )}
      </div>
    </section>
  );
}
