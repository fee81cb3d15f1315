import { describe, expect, it } from 'vitest';
import { newsletterSubscriptionSchema, unsubscribeSchema } from './newsletter';

describe('newsletter', () => {
  it('needs a valid e-mail address', () => {
    expect(newsletterSubscriptionSchema.safeParse({ email: '' }).error?.issues[0]?.message).toBe('Email is required');
    expect(newsletterSubscriptionSchema.safeParse({ email: 'nope' }).error?.issues[0]?.message).toBe('Invalid email address');
    expect(newsletterSubscriptionSchema.parse({ email: ' Ana@Example.com ' }).email).toBe('Ana@Example.com');
  });

  it('accepts only a token shaped like the ones it sends', () => {
    expect(unsubscribeSchema.safeParse({ token: 'a'.repeat(43) }).success).toBe(true);
    expect(unsubscribeSchema.safeParse({ token: '<script>' }).success).toBe(false);
    expect(unsubscribeSchema.safeParse({}).success).toBe(false);
  });
});
