import { siteSettingsMessages } from '@clinvia/contracts/site-settings';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { PublicPagesForm } from './PublicPagesForm';
import { renderWithQueries } from '../../../test/queries';

// STAFF-18: staff set the footer's social links and the About page's figures and partners.

const demo = {
  social: {},
  figures: [{ value: '15', label: 'cities', detail: 'with Clinvia doctors' }],
  partners: [],
};

function stubApi(answer: () => Response) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init?: RequestInit) => {
      bodies.push(JSON.parse(init?.body as string));
      return Promise.resolve(answer());
    }),
  );
  return bodies;
}

function renderForm() {
  renderWithQueries(<PublicPagesForm settings={demo} />);
}

describe('the public pages form', () => {
  it('checks each field before sending: a link on another site, a figure without its number', async () => {
    const bodies = stubApi(() => Response.json({}));
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /^Facebook/ }), 'https://evil.example/clinic');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Figure 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save public pages' }));
    expect(await screen.findByText(siteSettingsMessages.socialUrl('Facebook', 'facebook.com'))).toBeInTheDocument();
    expect(screen.getByText(siteSettingsMessages.figureValueRequired)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Facebook/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /^Facebook/ })).toHaveValue('https://evil.example/clinic');
    expect(bodies).toEqual([]);
  });

  it("says what is wrong in the page's language (I18N-11): the network and the length in Spanish", async () => {
    const bodies = stubApi(() => Response.json({}));
    await act(() => switchLanguage('es'));
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /^Facebook/ }), 'https://evil.example/clinic');
    await userEvent.type(screen.getByRole('textbox', { name: 'Qué cuenta' }), ' y también muchos más lugares del estado');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar páginas públicas' }));
    expect(await screen.findByText('Ingrese la dirección https:// de su página de Facebook, p. ej., https://facebook.com/suclinica')).toBeInTheDocument();
    expect(screen.getByText('Use como máximo 40 caracteres')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('says it in English as the API does', async () => {
    stubApi(() => Response.json({}));
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'What it counts' }), ' and many more places besides these');
    await userEvent.click(screen.getByRole('button', { name: 'Save public pages' }));
    expect(await screen.findByText(siteSettingsMessages.max(40))).toBeInTheDocument();
  });

  it('sends the links, figures and partners, and says they are saved', async () => {
    const saved = { social: { facebook: 'https://www.facebook.com/harborclinic' }, figures: demo.figures, partners: [{ name: 'Bay Labs', url: null }] };
    const bodies = stubApi(() => Response.json({ message: siteSettingsMessages.saved, settings: saved }));
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /^Facebook/ }), 'https://www.facebook.com/harborclinic');
    await userEvent.click(screen.getByRole('button', { name: 'Add a partner' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Partner 1' }), 'Bay Labs');
    await userEvent.click(screen.getByRole('button', { name: 'Save public pages' }));
    expect(await screen.findByRole('status')).toHaveTextContent(siteSettingsMessages.saved);
    expect(bodies).toEqual([
      {
        social: { facebook: 'https://www.facebook.com/harborclinic', instagram: '', x: '', linkedin: '', youtube: '' },
        figures: [{ value: '15', label: 'cities', detail: 'with Clinvia doctors' }],
        partners: [{ name: 'Bay Labs', url: '' }],
      },
    ]);
  });

  it("puts the server's message under its field and keeps what was typed", async () => {
    stubApi(() =>
      Response.json(
        { error: { code: 'validation_failed', message: 'Please correct the highlighted fields.', fields: { 'partners.0.url': siteSettingsMessages.partnerUrl } } },
        { status: 400 },
      ),
    );
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add a partner' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Partner 1' }), 'Bay Labs');
    await userEvent.type(screen.getByRole('textbox', { name: /^Web address/ }), 'https://baylabs.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save public pages' }));
    expect(await screen.findByText(siteSettingsMessages.partnerUrl)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Partner 1' })).toHaveValue('Bay Labs');
  });
});
