// The countries a consultation block has content for (the schema's suffixed fields and the
// component's choice of headline), apart from the component so the schema imports no component.
export const CONSULTATION_COUNTRIES = ['us', 'au', 'gb'] as const;
export type ConsultationCountry = (typeof CONSULTATION_COUNTRIES)[number];
