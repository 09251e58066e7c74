"""Attachments, contact cards and shared locations: a ``media`` event with the kind only.

Exports keep what a participant sent besides their text: WhatsApp writes the file's name into
the chat (``IMG-20240412-WA0007.jpg (Datei angehängt)``, ``<attached: 00000034-Anna Becker.vcf>``,
``Lebenslauf_Anna_Becker.pdf • 2 Seiten <Anhang: …>``), the coordinates of a location
(``Standort: https://maps.google.com/?q=51.34,12.37``), Discord the attachment's file name and
URL, a mail its attachments' file names. A file name names people (a CV, a contact card), a map
link says where someone is: none of it is written. What an importer writes instead is a
``media`` event (``post type="event" subtype="media"``) whose text is the kind in brackets —
``[image]``, ``[video]``, ``[audio]``, ``[document]``, ``[contact]``, ``[location]``,
``[sticker]``, ``[gif]`` — as Telegram's and Slack's importers do; a caption stays a post.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

KINDS = ("image", "video", "audio", "document", "contact", "location", "sticker", "gif")

_EXTENSIONS = {
    "image": "jpg jpeg jpe png heic heif bmp tif tiff svg avif jfif",
    "video": "mp4 mov m4v 3gp 3gpp mkv avi webm wmv mpg mpeg",
    "audio": "opus ogg oga m4a mp3 aac amr wav flac wma caf",
    "contact": "vcf vcard",
    "gif": "gif",
    "sticker": "webp",  # WhatsApp's stickers (STK-…webp); a Discord or mail .webp is a picture, see kind_of_file
}
_BY_EXTENSION = {ext: kind for kind, exts in _EXTENSIONS.items() for ext in exts.split()}
# WhatsApp's own file names: Android IMG-20240412-WA0007.jpg, iOS 00000012-PHOTO-2024-04-12-….jpg.
_WHATSAPP_PREFIX = (
    (re.compile(r"(?:STK-|\d+-STICKER-)", re.IGNORECASE), "sticker"),
    (re.compile(r"(?:\d+-GIF-)", re.IGNORECASE), "gif"),
    (re.compile(r"(?:IMG-|\d+-PHOTO-)", re.IGNORECASE), "image"),
    (re.compile(r"(?:VID-|\d+-VIDEO-)", re.IGNORECASE), "video"),
    (re.compile(r"(?:AUD-|PTT-|\d+-AUDIO-)", re.IGNORECASE), "audio"),
    (re.compile(r"(?:DOC-)", re.IGNORECASE), "document"),
)
_MIME = {"image": "image", "video": "video", "audio": "audio"}
_CONTACT_MIME = {"text/vcard", "text/x-vcard", "text/directory"}


def kind_of_file(name: str = "", mime: str = "", whatsapp: bool = False) -> str:
    """The kind of an attached file by its name (WhatsApp's prefixes, the extension) or MIME type.

    Anything else is a ``document``, as WhatsApp calls every file that is not a picture, a video,
    a recording or a contact card."""
    name = name.strip().rsplit("/", 1)[-1].split("?", 1)[0]
    if whatsapp:
        for prefix, kind in _WHATSAPP_PREFIX:
            if prefix.match(name):
                return kind
    mime = mime.split(";", 1)[0].strip().lower()
    if mime in _CONTACT_MIME:
        return "contact"
    if mime == "image/gif":
        return "gif"
    if mime.split("/", 1)[0] in _MIME:
        return _MIME[mime.split("/", 1)[0]]
    extension = name.rsplit(".", 1)[-1].lower() if "." in name else ""
    kind = _BY_EXTENSION.get(extension, "document")
    if kind == "sticker" and not whatsapp:
        return "image"
    return kind


def label(kind: str) -> str:
    """The text of a media event: the kind in brackets."""
    return f"[{kind}]"


# WhatsApp -----------------------------------------------------------------------------------
# Where a line is a marker: the whole line is replaced by the event (the file name goes with it).
# iOS: "<Anhang: 00000012-PHOTO-2024-04-12-09-15-33.jpg>", "<attached: 00000034-Anna Becker.vcf>",
# after a document's name and size ("Rechnung_Mai.pdf • 2 Seiten <Anhang: 00000045-Rechnung_Mai.pdf>").
_IOS_ATTACHED = re.compile(r"<(?:Anhang|attached|angehängt)\s*:\s*(?P<file>[^<>]*)>", re.IGNORECASE)
# Android: "IMG-20240412-WA0007.jpg (Datei angehängt)", "Anna Becker.vcf (file attached)".
_ANDROID_ATTACHED = re.compile(r"(?P<file>.*?)\s*\((?:Datei angehängt|file attached)\)", re.IGNORECASE)
# The same with a caption after it on the line ("scan_anna.pdf (Datei angehängt) Bitte ausdrucken"):
# then the name must end in an extension, so that writing about a file stays writing.
_ANDROID_CAPTIONED = re.compile(
    r"(?P<file>\S[^()]*?\.[A-Za-z0-9]{2,5})\s*\((?:Datei angehängt|file attached)\)\s+(?P<caption>\S.*)", re.IGNORECASE
)
# Marks of writing direction that iOS writes before its markers ("\u200e<Anhang: …>").
_DIRECTION_MARKS = str.maketrans("", "", "\u200e\u200f")
# Left out of an export without media (iOS, and Android per kind); a document may follow its name
# ("Rechnung_Mai.pdf • 2 Seiten Dokument weggelassen").
_OMITTED = re.compile(
    r"(?:(?P<before>.*?)\s+)??<?\s*(?:"
    r"(?:Dieses\s+)?(?P<de>Bild|Foto|Video|Videonachricht|Audio|Sprachnachricht|Sticker|GIF|Dokument|Kontakt|"
    r"Kontaktkarte)\s+(?:wurde\s+)?(?:weggelassen|ausgelassen)|"
    r"(?P<en>image|photo|video|video note|audio|voice message|sticker|GIF|document|contact card|contact)\s+omitted"
    r")\s*>?\s*\.?",
    re.IGNORECASE,
)
_OMITTED_KIND = {
    "bild": "image",
    "foto": "image",
    "image": "image",
    "photo": "image",
    "video": "video",
    "videonachricht": "video",
    "video note": "video",
    "audio": "audio",
    "sprachnachricht": "audio",
    "voice message": "audio",
    "sticker": "sticker",
    "gif": "gif",
    "dokument": "document",
    "document": "document",
    "kontakt": "contact",
    "kontaktkarte": "contact",
    "contact card": "contact",
    "contact": "contact",
}
# The whole export left media out: no kind known; the marker is kept as the event's text.
_MEDIA_OMITTED = re.compile(r"<?\s*(?:Medien ausgeschlossen|Medien weggelassen|Media omitted)\s*>?", re.IGNORECASE)
# A map link: Google Maps in its forms, Apple Maps, Foursquare (Android's shared places).
_MAP_URL = (
    r"https?://(?:maps\.google\.[a-z.]+|(?:www\.)?google\.[a-z.]+/maps|goo\.gl/maps|maps\.app\.goo\.gl|"
    r"maps\.apple\.com|(?:www\.)?foursquare\.com)\S*"
)
# "Standort: https://maps.google.com/?q=51.3397,12.3731", "location: …", or the link alone.
_LOCATION = re.compile(r"(?:(?:Standort|Location|Ort|Live-Standort|Live location)\s*:\s*)?" + _MAP_URL, re.IGNORECASE)
# Android's shared place: "Café Blau (Hauptstraße 5, 04109 Leipzig): https://foursquare.com/v/…".
_PLACE = re.compile(r".*?:?\s+https?://(?:www\.)?foursquare\.com/\S*", re.IGNORECASE)
_LIVE_LOCATION = re.compile(
    r"(?:Live-Standort wird geteilt|Live-Standort geteilt|Live location shared|Sharing live location)\s*\.?",
    re.IGNORECASE,
)


# A file's name with its extension at the end of a text.
_FILE_NAME = re.compile(r"\S\.[A-Za-z0-9]{2,5}\s*$")


@dataclass
class Found:
    """A media event in a message: its kind (None: media left out, kind unknown) and its text."""

    kind: str | None
    text: str


def _document_prefix(before: str, file_name: str) -> bool:
    """Whether the text before an iOS attachment marker is the document's description
    (``Rechnung_Mai.pdf • 2 Seiten``), which carries its name, rather than a caption."""
    before = before.strip()
    if not before:
        return True
    stem = re.sub(r"^\d+-", "", file_name.strip()).rsplit(".", 1)[0].strip()
    return (
        "•" in before
        or bool(re.search(r"\S\.[A-Za-z0-9]{2,5}(?:\s|$)", before))
        or (bool(stem) and stem.casefold() in before.casefold())
        or bool(re.search(r"\b\d+\s+(?:Seiten?|pages?)\b", before, re.IGNORECASE))
    )


def whatsapp_media(text: str) -> tuple[list[Found], str]:
    """The media events in a WhatsApp message and the text that stays (a caption), line by line.

    A line that is a marker goes whole; on a line with an iOS attachment marker, the document's
    description before it goes too, and any other text around it stays."""
    found: list[Found] = []
    kept: list[str] = []
    for line in text.split("\n"):
        stripped = line.translate(_DIRECTION_MARKS).strip()
        if not stripped:
            kept.append(line)
            continue
        ios = _IOS_ATTACHED.search(stripped)
        if ios:
            found.append(Found(kind_of_file(ios["file"], whatsapp=True), ""))
            before, after = stripped[: ios.start()], stripped[ios.end() :]
            # Further markers on the line (two files in one line): each an event of its own.
            for more in _IOS_ATTACHED.finditer(after):
                found.append(Found(kind_of_file(more["file"], whatsapp=True), ""))
            after = _IOS_ATTACHED.sub("", after).strip()
            # The text around the marker is a caption, unless it describes the file (and so names it).
            rest = " ".join(part.strip() for part in (before, after) if not _document_prefix(part, ios["file"]))
            if rest.strip():
                kept.append(rest.strip())
            continue
        android = _ANDROID_ATTACHED.fullmatch(stripped)
        if android:
            found.append(Found(kind_of_file(android["file"], whatsapp=True), ""))
            continue
        captioned = _ANDROID_CAPTIONED.fullmatch(stripped)
        if captioned:
            found.append(Found(kind_of_file(captioned["file"], whatsapp=True), ""))
            kept.append(captioned["caption"])
            continue
        omitted = _OMITTED.fullmatch(stripped)
        if omitted:
            what = " ".join((omitted["de"] or omitted["en"]).casefold().split())
            kind = _OMITTED_KIND[what]
            # Only a file's description may come before the marker ("Das Bild weggelassen" is
            # writing; "Anna Becker.vcf Kontaktkarte ausgelassen" names the card's file).
            before = omitted["before"]
            if before is None or (kind == "document" and _document_prefix(before, "")) or _FILE_NAME.search(before):
                found.append(Found(kind, ""))
                continue
        if _MEDIA_OMITTED.fullmatch(stripped):
            found.append(Found(None, stripped))
            continue
        if _LOCATION.fullmatch(stripped) or _PLACE.fullmatch(stripped) or _LIVE_LOCATION.fullmatch(stripped):
            found.append(Found("location", ""))
            continue
        kept.append(line)
    return found, "\n".join(kept).strip("\n")
