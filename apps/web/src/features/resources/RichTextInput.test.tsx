import { MantineProvider } from "@mantine/core";
import { act, cleanup, render, screen } from "@testing-library/react";
import { Activity, Component, type ReactElement, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installDomShims } from "../../test/renderWithProviders.tsx";
import { RichTextInput } from "./RichTextInput.tsx";

/** What a person would see instead of the form when the editor throws: the app's boundary says so. */
class Boundary extends Component<{ children: ReactNode }, { failed?: string }> {
  override state: { failed?: string } = {};
  static getDerivedStateFromError(error: Error) {
    return { failed: error.message };
  }
  override render() {
    return this.state.failed ? <p>Algo deu errado: {this.state.failed}</p> : this.props.children;
  }
}

const KeptScreen = ({ visible, field }: { visible: boolean; field: ReactElement }) => (
  <MantineProvider>
    <Boundary>
      <Activity mode={visible ? "visible" : "hidden"}>{field}</Activity>
    </Boundary>
  </MantineProvider>
);

const Form = ({ value, onChange }: { value: string; onChange: (value: string) => void }) => (
  <MantineProvider>
    <RichTextInput label="Texto" value={value} onChange={onChange} />
  </MantineProvider>
);

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
const editorText = () => document.querySelector(".ProseMirror")?.textContent;

describe("RichTextInput", () => {
  afterEach(cleanup);

  it("shows the value and survives its screen being hidden and shown again (the editor destroyed meanwhile)", async () => {
    installDomShims();
    const onChange = vi.fn();
    // The same element both times, as a kept screen is: React shows it again without rendering it,
    // so its effects run with what they saw before, while tiptap destroyed that editor.
    const field = <RichTextInput label="Texto" value="<p>Olá, federação</p>" onChange={onChange} />;
    const view = render(<KeptScreen visible field={field} />);
    await wait(5);
    expect(editorText()).toBe("Olá, federação");
    view.rerender(<KeptScreen visible={false} field={field} />);
    // tiptap destroys an editor whose component is not mounted 1 ms later.
    await wait(20);
    view.rerender(<KeptScreen visible field={field} />);
    await wait(20);
    expect(screen.queryByText(/Algo deu errado/)).toBeNull();
    expect(editorText()).toBe("Olá, federação");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("is a textbox named by its label and takes a value set from outside", async () => {
    installDomShims();
    const onChange = vi.fn();
    const view = render(<Form value="<p>Primeira versão</p>" onChange={onChange} />);
    await wait(5);
    expect(editorText()).toBe("Primeira versão");
    // The editable area is a textbox named by the field's label.
    expect(screen.getByRole("textbox", { name: "Texto" })).toBeTruthy();
    view.rerender(<Form value="<p>Recarregada</p>" onChange={onChange} />);
    await wait(5);
    expect(editorText()).toBe("Recarregada");
    // Setting it from outside is not an edit of the person.
    expect(onChange).not.toHaveBeenCalled();
  });
});
