// The name and description of a modal, for modal bodies to render. The frame (ModalFrame.tsx, on
// Radix Dialog) is loaded only when a modal first opens, so the bodies must not import it: the
// frame hands its labelled parts down through context instead. Outside a frame (a body rendered
// alone) they are a plain heading and paragraph.
import { createContext, useContext, type ComponentPropsWithoutRef, type ComponentType } from 'react';

type TitleProps = ComponentPropsWithoutRef<'h2'>;
type DescriptionProps = ComponentPropsWithoutRef<'p'>;

export interface ModalPartComponents {
  Title: ComponentType<TitleProps>;
  Description: ComponentType<DescriptionProps>;
}

export const ModalPartsContext = createContext<ModalPartComponents>({
  Title: (props) => <h2 {...props} />,
  Description: (props) => <p {...props} />,
});

/** The dialog's name: every modal body renders one (the dialog is labelled with it). */
export function ModalTitle(props: TitleProps) {
  const { Title } = useContext(ModalPartsContext);
  return <Title {...props} />;
}

/** An optional line describing the dialog (read after its name). */
export function ModalDescription(props: DescriptionProps) {
  const { Description } = useContext(ModalPartsContext);
  return <Description {...props} />;
}
