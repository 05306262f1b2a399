import "@mantine/tiptap/styles.css";
import { Input } from "@mantine/core";
import { getUploadImageExtension, Link, RichTextEditor } from "@mantine/tiptap";
import TipTapImage from "@tiptap/extension-image";
import { useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { type ReactNode, useEffect, useId, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../platform/api/apiError.ts";
import { uploadAddress, uploadFile } from "../../platform/api/uploadFile.ts";
import { notifyError } from "../../platform/notify/notify.tsx";

/**
 * Formatted text (tiptap): headings, emphasis, lists, quotes, links and images. Its own module, so
 * only forms with rich text load the editor. The value is HTML; the server sanitizes it on save.
 * Images (picked, dropped or pasted) are uploaded as public files: the published page shows them to
 * visitors with a plain <img>.
 */
export const RichTextInput = ({
  label,
  description,
  error,
  required,
  disabled,
  value,
  onChange,
}: {
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  value: string;
  onChange: (value: string) => void;
}) => {
  const { t } = useTranslation();
  const extensions = useMemo(
    () => [
      // Mantine's Link (Ctrl+K opens its link editor) instead of the kit's own.
      StarterKit.configure({ link: false }),
      Link,
      getUploadImageExtension(TipTapImage, {
        onImageUpload: async (file: File) => {
          const upload = await uploadFile({ file, visibility: "public" });
          return { src: uploadAddress(upload.url), alt: upload.name };
        },
        onImageUploadError: (_file: File, cause: unknown) =>
          notifyError({
            message: isApiError(cause)
              ? (cause.errors.file ?? cause.message)
              : t("resources.form.editor.image_failed"),
          }),
      }),
    ],
    [t],
  );
  // The HTML the editor holds, kept from its own updates: an effect never asks an editor for it, as
  // the editor an effect closed over may have been destroyed meanwhile (see below).
  const shown = useRef(value);
  // The editable area is a textbox named by the field's label (screen readers, voice control).
  const labelId = useId();
  const editor = useEditor({
    extensions,
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: {
        "aria-labelledby": labelId,
        "aria-multiline": "true",
        ...(required ? { "aria-required": "true" } : {}),
      },
    },
    // Created in the mount effect, not during render. With immediatelyRender (tiptap's default) the
    // editor is built while React renders and destroyed 1 ms later unless the component has mounted by
    // then; a lazy form that takes longer to commit (two loads in three) then ran its effects on that
    // destroyed editor, whose schema is null ("Cannot read properties of null (reading 'cached')").
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: current }) => {
      shown.current = current.isEmpty ? "" : current.getHTML();
      onChange(shown.current);
    },
  });

  // A value set from outside (the record reloaded after a conflict) replaces the text, unless the
  // person is typing in it. Only a live editor is touched: a hidden or remounted screen may still
  // hold the one tiptap has destroyed, until it renders with the new one.
  useEffect(() => {
    if (!editor || editor.isDestroyed || editor.isFocused || shown.current === value) return;
    shown.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    // Without an update event: the text did not change, and the form must not turn dirty.
    if (editor && !editor.isDestroyed && editor.isEditable === !!disabled)
      editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const labels = {
    boldControlLabel: t("resources.form.editor.bold"),
    italicControlLabel: t("resources.form.editor.italic"),
    underlineControlLabel: t("resources.form.editor.underline"),
    strikeControlLabel: t("resources.form.editor.strike"),
    clearFormattingControlLabel: t("resources.form.editor.clear_formatting"),
    h2ControlLabel: t("resources.form.editor.h2"),
    h3ControlLabel: t("resources.form.editor.h3"),
    h4ControlLabel: t("resources.form.editor.h4"),
    bulletListControlLabel: t("resources.form.editor.bullet_list"),
    orderedListControlLabel: t("resources.form.editor.ordered_list"),
    blockquoteControlLabel: t("resources.form.editor.blockquote"),
    hrControlLabel: t("resources.form.editor.hr"),
    linkControlLabel: t("resources.form.editor.link"),
    unlinkControlLabel: t("resources.form.editor.unlink"),
    imageUploadControlLabel: t("resources.form.editor.image"),
    undoControlLabel: t("resources.form.editor.undo"),
    redoControlLabel: t("resources.form.editor.redo"),
    linkEditorInputLabel: t("resources.form.editor.link_address"),
    linkEditorInputPlaceholder: t("resources.form.editor.link_placeholder"),
    linkEditorExternalLink: t("resources.form.editor.link_new_tab"),
    linkEditorInternalLink: t("resources.form.editor.link_same_tab"),
    linkEditorSave: t("resources.form.editor.link_save"),
  };

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: labelId }}
      description={description}
      error={error}
      required={required}
    >
      <RichTextEditor editor={editor} labels={labels} mt={4}>
        <RichTextEditor.Toolbar sticky stickyOffset={60}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <RichTextEditor.ImageUpload />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
};
