import { Badge, UnstyledButton } from '@mantine/core';
import { inquiryStatuses } from '@/features/inquiries/browser';
import { bookingBadge, bookingTitle, CANCELLED, NOT_BOOKED } from './booking-time';
import type { Booking } from './bookings-api';

interface BookingBadgeProps {
  booking: Booking;
  onOpen: (booking: Booking) => void;
}

/** A request on a calendar day: the name on its status color (a cancelled one grey, struck); opens the request. */
export function BookingBadge({ booking, onOpen }: BookingBadgeProps) {
  const status = inquiryStatuses[booking.status];
  return (
    <UnstyledButton
      onClick={() => onOpen(booking)}
      aria-label={`${bookingTitle(booking)}, ${booking.surveyStartsAt ? '' : `${NOT_BOOKED}, `}${booking.cancelled ? '' : status.label}${booking.service ? `, ${booking.service}` : ''}`}
      display="block"
      w="100%"
    >
      <Badge
        color={bookingBadge(booking).color}
        variant="light"
        radius="sm"
        tt="none"
        fw={600}
        fullWidth
        styles={{
          root: { justifyContent: 'flex-start', cursor: 'pointer' },
          label: { textAlign: 'left', textDecoration: booking.cancelled ? 'line-through' : undefined },
        }}
        leftSection={<span aria-hidden>{booking.cancelled ? '✕' : '●'}</span>}
        title={booking.cancelled ? CANCELLED : undefined}
      >
        {bookingTitle(booking)}
      </Badge>
    </UnstyledButton>
  );
}
