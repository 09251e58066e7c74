<?xml version="1.0" encoding="UTF-8"?>
<!--
  teianon: what markup cannot carry. A name in an attribute value (target="/wiki/User:lela2"),
  a comment ("Export des Kontos lela2"), a processing instruction or the text of a header
  element that admits no <name> (idno) cannot be annotated; the strings to hide there come in
  the parameter hidden-json (teianon computes them from the document's references, its
  participants and what detection finds in those places):

    {"strings": [{"text": "lela2", "category": "NICK", "participant": "A03"},
                 {"text": "www.lela.de", "category": "URL"}],
     "attribute-values": ["https://twitter.com/lela2", "lela2"]}

  "attribute-values" are the values (as in the input) that hold one of the strings: only those
  attributes are searched, which keeps the pass fast on tokenised corpora. Without the list,
  every attribute is searched.

  "spans" (optional) are the finds a regular expression cannot make, as teianon reads a value
  the way a reader does: a name glued into a longer word ("#lela2fanclub"), or spelled with
  format characters or look-alike letters. For each such value (a comment, a processing
  instruction's data, an attribute value, a header text, as in the input), the characters to
  replace and the string whose placeholder goes there:

    "spans": [{"value": "#lela2fanclub", "at": [[1, 6, "lela2"]]}]

  (offsets from 0, end excluded, in characters as substring() counts them).

  This last pass (mode teianon:hidden, after the references are replaced) puts the placeholder
  of each such string in its place: the participant's placeholder, or the category's with the
  number the same string has in the text ([_WWWURL-2_]), unnumbered where it occurs only here.
  In the body, a URI-valued attribute that leaves the file (not "#...") becomes the URL
  placeholder whole, percent-encoded (teianon:pointer-placeholder), so that it stays a URI.
  Identifiers (xml:id) are left to the policy's [ids] option; internal pointers stay.
-->
<xsl:stylesheet version="3.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:xs="http://www.w3.org/2001/XMLSchema"
  xmlns:map="http://www.w3.org/2005/xpath-functions/map"
  xmlns:array="http://www.w3.org/2005/xpath-functions/array"
  xmlns:fn="http://www.w3.org/2005/xpath-functions"
  xmlns:tei="http://www.tei-c.org/ns/1.0"
  xmlns:teianon="urn:x-teianon:xslt"
  exclude-result-prefixes="#all">

  <xsl:mode name="teianon:hidden" on-no-match="shallow-copy"/>
  <!-- The same inside a teiHeader, where text is searched too (see tei:teiHeader below). -->
  <xsl:mode name="teianon:hidden-header" on-no-match="shallow-copy"/>

  <!-- lower-cased string -> its entry ({"text", "category", "participant"?}) -->
  <xsl:variable name="teianon:hidden" as="map(xs:string, map(*))" select="map:merge(
      for $entry in parse-json($hidden-json)?strings?*
      return map{lower-case(normalize-space($entry?text)): $entry}, map{'duplicates': 'use-first'})"/>

  <!-- Links to a person's page on a public platform (teianon.detect.links.PROFILE_LINK). -->
  <xsl:variable name="teianon:profile-links" as="map(*)"
    select="(parse-json($hidden-json)?('profile-links'), map{})[1]"/>

  <!-- A profile link with the user's name in it hidden: the frame before and after as written. -->
  <xsl:function name="teianon:profile-surrogate" as="xs:string">
    <xsl:param name="value" as="xs:string"/>
    <xsl:param name="numbers" as="map(xs:string, xs:integer)"/>
    <xsl:param name="node" as="node()"/>
    <xsl:variable name="at" as="xs:integer*" select="$teianon:profile-links($value)?* ! xs:integer(.)"/>
    <xsl:variable name="user" as="xs:string" select="substring($value, $at[1] + 1, $at[2] - $at[1])"/>
    <!-- As written (_lherzberg), else with a wiki's underscores read as spaces (MiszaBot_I). -->
    <xsl:variable name="plain" as="xs:string" select="teianon:hide($user, $numbers, $node)"/>
    <xsl:variable name="spaced" as="xs:string" select="replace($user, '_', ' ')"/>
    <xsl:variable name="named" as="xs:string" select="
        if ($plain ne $user or $spaced eq $user) then $plain
        else replace(teianon:hide($spaced, $numbers, $node), ' ', '_')"/>
    <xsl:sequence select="substring($value, 1, $at[1]) || $named || substring($value, $at[2] + 1)"/>
  </xsl:function>

  <!-- value -> its spans (see above) -->
  <xsl:variable name="teianon:spans" as="map(xs:string, array(*))" select="map:merge(
      for $entry in parse-json($hidden-json)?spans?* return map{string($entry?value): $entry?at},
      map{'duplicates': 'use-first'})"/>

  <!-- Pointers to no id of the file whose fragment names a person (who="#Kurt_Gebauer"): searched
       like other values, although they begin with "#". -->
  <xsl:variable name="teianon:named-pointers" as="map(xs:string, xs:boolean)" select="
      map:merge(parse-json($hidden-json)?named-pointers?* ! map{.: true()})"/>

  <!-- The attribute values to search (see above), or absent: search all. -->
  <xsl:variable name="teianon:affected" as="map(xs:string, xs:boolean)?" select="
      let $values := parse-json($hidden-json)?attribute-values
      return if (exists($values)) then map:merge($values?* ! map{.: true()}) else ()"/>

  <!-- The strings, longest first, each as an alternative of a regular expression: metacharacters
       escaped, any spacing between words. -->
  <xsl:variable name="teianon:hidden-keys" as="xs:string*"
    select="sort(map:keys($teianon:hidden), (), function($k) { -string-length($k) })"/>
  <xsl:variable name="teianon:hidden-alternatives" as="xs:string*" select="
      $teianon:hidden-keys ! replace(replace(., '([\\.\^\$\|\?\*\+\(\)\[\]\{\}\-])', '\\$1'), '\s+', '\\s+')"/>

  <!-- One alternation of all strings, longest first. -->
  <xsl:variable name="teianon:hidden-pattern" as="xs:string?" select="
      if (map:size($teianon:hidden) eq 0) then () else string-join($teianon:hidden-alternatives, '|')"/>

  <!-- For each string (in the order of teianon:hidden-keys), whether it names a person (a
       participant, or a person or nickname that the document replaces elsewhere) or a room, or is
       an address (URL, e-mail) that the text replaces: only these are hidden in the project's own
       metadata (see teianon:hidden-project). A private person named in a post is no less named in
       a keyword, an edition statement or a respStmt. A place or an organisation there is the
       publisher's (its town, its institute: pubPlace, catRef/@target into corpora.ids-mannheim.de)
       and stays, as the project's own people do unless the text names them as private persons.
       A place or an organisation of the text whose words may be a person's ("person": "yes",
       teianon.replace.person_like: a person the tagger typed as an organisation) is hidden as a
       person is. A part of a nickname that is a word of the dictionaries ("word": "yes", "coop" of
       coop_kalle) names no one in the project's own identifiers (an idno "XY-52_en_coop"). -->
  <xsl:variable name="teianon:hidden-personal" as="xs:boolean*" select="
      $teianon:hidden-keys ! (not($teianon:hidden(.)?word = 'yes')
                              and (exists($teianon:hidden(.)?participant)
                                   or $teianon:hidden(.)?category = ('PER', 'NICK', 'ROOM', 'URL', 'EMAIL')
                                   or $teianon:hidden(.)?person = 'yes'))"/>

  <!-- For each string (in the order of teianon:hidden-keys), a part that a value must contain,
       folded by teianon:fold-ascii, wherever the string matches in it: its longest run of ASCII
       characters other than spaces ('' for a string with none, which may match anywhere). -->
  <xsl:variable name="teianon:hidden-runs" as="xs:string*" select="
      $teianon:hidden-keys ! (sort(tokenize(teianon:fold-ascii(.), '[^!-~]+'), (), function($run) { -string-length($run) })[1], '')[1]"/>

  <!-- Which strings (positions in teianon:hidden-keys, in order) may match in a value, for the
       values teianon lists under "candidates" (with those under "always"), found in one pass
       over each value: looking for every string's part in every value (below) costs the values
       times the strings, and a corpus of many documents has thousands of each. A value not
       listed is searched for every string's part. -->
  <xsl:variable name="teianon:candidates" as="map(xs:string, xs:integer*)" select="
      let $json := parse-json($hidden-json),
          $position := map:merge(for $i in 1 to count($teianon:hidden-keys) return map{$teianon:hidden-keys[$i]: $i}),
          $keys := $json?strings?* ! $position(lower-case(normalize-space(?text))),
          $always := for $entry in $json?always?* return $keys[xs:integer($entry) + 1]
      return if (count($keys) ne array:size(($json?strings, [])[1])) then map{}
             else map:merge(for $value in map:keys(($json?candidates, map{})[1])
                            return map{$value: sort(distinct-values((
                                for $entry in $json?candidates($value)?* return $keys[xs:integer($entry) + 1], $always)))})"/>

  <!-- Every character that matches an ASCII letter in a case-blind regular expression, as that
       lower-case letter: the upper-case letters, and the four that case-map to one (dotted and
       dotless i, long s, Kelvin sign). Other characters match no ASCII character and stay. -->
  <xsl:function name="teianon:fold-ascii" as="xs:string">
    <xsl:param name="text" as="xs:string"/>
    <xsl:sequence select="translate($text, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ&#x130;&#x131;&#x17F;&#x212A;',
                                           'abcdefghijklmnopqrstuvwxyziisk')"/>
  </xsl:function>

  <xsl:function name="teianon:is-word-character" as="xs:boolean">
    <xsl:param name="character" as="xs:string"/>
    <xsl:sequence select="matches($character, '^[\p{L}\p{N}]$')"/>
  </xsl:function>

  <!-- The value with every hidden string that stands as a whole word replaced; $node is where
       it stands (its document holds the participants). -->
  <xsl:function name="teianon:hide" as="xs:string">
    <xsl:param name="value" as="xs:string"/>
    <xsl:param name="numbers" as="map(xs:string, xs:integer)"/>
    <xsl:param name="node" as="node()"/>
    <xsl:sequence select="teianon:hide($value, $numbers, $node, false())"/>
  </xsl:function>

  <!-- The same; with $personal, only the strings that name a participant or a room, or an address. -->
  <xsl:function name="teianon:hide" as="xs:string">
    <xsl:param name="value" as="xs:string"/>
    <xsl:param name="numbers" as="map(xs:string, xs:integer)"/>
    <xsl:param name="node" as="node()"/>
    <xsl:param name="personal" as="xs:boolean"/>
    <!-- Only the alternatives of teianon:hidden-pattern that can match in this value, in their
         order: one that matches nowhere in it decides nothing, and Saxon tries every alternative
         at every character (some 100 microseconds for a short text and 50 strings). -->
    <xsl:variable name="spans" as="array(*)?" select="$teianon:spans($value)"/>
    <xsl:variable name="folded" as="xs:string" select="teianon:fold-ascii($value)"/>
    <xsl:variable name="alternatives" as="xs:string*" select="
        for $i in (if (map:contains($teianon:candidates, $value)) then $teianon:candidates($value)
                   else 1 to count($teianon:hidden-runs))
        return if (contains($folded, $teianon:hidden-runs[$i]) and (not($personal) or $teianon:hidden-personal[$i]))
               then $teianon:hidden-alternatives[$i] else ()"/>
    <xsl:choose>
      <xsl:when test="exists($spans)">
        <!-- The text between the spans as it is, each span's string's placeholder in its place. -->
        <xsl:variable name="starts" as="xs:integer*" select="$spans?* ! xs:integer(?1)"/>
        <xsl:variable name="ends" as="xs:integer*" select="$spans?* ! xs:integer(?2)"/>
        <xsl:sequence select="string-join((
            for $i in 1 to count($starts) return
              let $from := if ($i eq 1) then 0 else $ends[$i - 1]
              return (substring($value, $from + 1, $starts[$i] - $from),
                      teianon:hidden-placeholder(string($spans($i)(3)), $numbers, $node)),
            substring($value, $ends[last()] + 1)), '')"/>
      </xsl:when>
      <xsl:when test="empty($alternatives)">
        <xsl:sequence select="$value"/>
      </xsl:when>
      <xsl:otherwise>
        <!-- Where the pattern does not match, analyze-string gives the value back as it is. -->
        <xsl:variable name="parts" as="element()*" select="analyze-string($value, string-join($alternatives, '|'), 'i')/*"/>
        <xsl:sequence select="string-join(
            for $i in 1 to count($parts) return
            let $part := $parts[$i],
                $before := string($parts[$i - 1]),
                $after := string($parts[$i + 1])
            return
              if ($part/self::fn:match
                  and not(teianon:is-word-character(substring($before, string-length($before))))
                  and not(teianon:is-word-character(substring($after, 1, 1))))
              then teianon:hidden-placeholder(string($part), $numbers, $node)
              else string($part), '')"/>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:function>

  <xsl:function name="teianon:hidden-placeholder" as="xs:string">
    <xsl:param name="text" as="xs:string"/>
    <xsl:param name="numbers" as="map(xs:string, xs:integer)"/>
    <xsl:param name="node" as="node()"/>
    <xsl:variable name="entry" as="map(*)?" select="$teianon:hidden(lower-case(normalize-space($text)))"/>
    <xsl:variable name="person" as="element(tei:person)?"
      select="if ($entry?participant) then (key('teianon:person', $entry?participant, root($node)))[1] else ()"/>
    <xsl:variable name="category" as="xs:string" select="($entry?category, 'OTH')[1]"/>
    <xsl:variable name="number" as="xs:integer?" select="teianon:number-of($numbers, teianon:text-key($category, $text))"/>
    <!-- In pseudonym mode a string with a surrogate gets it here too, as in the text. -->
    <xsl:variable name="surrogate" as="xs:string?" select="
        if (not($teianon:pseudonymising)) then ()
        else if (exists($person)) then (if (teianon:is-anonymised-person($person)) then ()
                                        else teianon:participant-surrogate($person, normalize-space($text)))
        else if ($entry?participant) then teianon:form-surrogate(normalize-space($text))
        else teianon:reference-surrogate($category, normalize-space($text))"/>
    <xsl:sequence select="
        if (exists($surrogate)) then $surrogate
        else if (exists($person)) then teianon:participant-placeholder($person)
        else '[_' || $teianon:long-forms($category) || (if (exists($number)) then '-' || $number else '') || '_]'"/>
  </xsl:function>

  <!-- The surrogate of a participant's form where the participant's entry cannot be found by its
       id (the ids were renamed before this pass): the form's own entry in the table. -->
  <xsl:function name="teianon:form-surrogate" as="xs:string?">
    <xsl:param name="text" as="xs:string"/>
    <xsl:variable name="table" as="map(*)?" select="$teianon:surrogates?participants"/>
    <xsl:sequence select="(for $key in map:keys(($table, map{})[1]) return $table($key)?forms?($text) ! string(.))[1]"/>
  </xsl:function>

  <!-- The surrogate of a reference's string, or of one word of a reference of several words
       (its word in the surrogate, where that has as many words): "TEI" of "TEI Guidelines". -->
  <xsl:function name="teianon:reference-surrogate" as="xs:string?">
    <xsl:param name="category" as="xs:string"/>
    <xsl:param name="text" as="xs:string"/>
    <xsl:variable name="table" as="map(*)?" select="$teianon:surrogates?references?($category)"/>
    <xsl:variable name="folded" as="xs:string" select="lower-case($text)"/>
    <xsl:sequence select="
        if (empty($table)) then ()
        else if (map:contains($table, $text)) then string($table($text))
        else (for $original in map:keys($table) return
                let $words := tokenize($original),
                    $surrogate := tokenize(string($table($original))),
                    $at := index-of($words ! lower-case(.), $folded)[1]
                return if (exists($at) and count($words) eq count($surrogate)) then $surrogate[$at] else ())[1]"/>
  </xsl:function>

  <xsl:template match="tei:TEI | tei:teiCorpus" mode="teianon:hidden teianon:hidden-header">
    <xsl:param name="ruled" as="document-node()" tunnel="yes"/>
    <xsl:copy>
      <xsl:apply-templates select="@*, node()" mode="#current">
        <!-- The numbers of the text's placeholders, which a hidden string takes over; only
             worth computing when there are hidden strings. -->
        <xsl:with-param name="numbers" tunnel="yes" select="
            if (empty($teianon:hidden-pattern)) then map{}
            else
              let $original := teianon:documents($ruled)[teianon:document-position(current())]
              return if (exists($original)) then teianon:numbering($original) else map{}"/>
      </xsl:apply-templates>
    </xsl:copy>
  </xsl:template>

  <!-- The position of a document (TEI or teiCorpus) among those of its tree, in document order:
       the same document before and after the replacement. -->
  <xsl:function name="teianon:document-position" as="xs:integer">
    <xsl:param name="element" as="element()"/>
    <xsl:variable name="place" as="xs:integer*" select="teianon:document-places(root($element))(generate-id($element))"/>
    <xsl:sequence select="if (exists($place)) then $place[2]
                          else count($element/preceding::*[self::tei:TEI | self::tei:teiCorpus])
                               + count($element/ancestor::*[self::tei:TEI | self::tei:teiCorpus]) + 1"/>
  </xsl:function>

  <xsl:template match="comment()" mode="teianon:hidden teianon:hidden-header">
    <xsl:param name="numbers" as="map(xs:string, xs:integer)" tunnel="yes" select="map{}"/>
    <!-- A comment may not hold two hyphens in a row nor end in one; placeholders bring neither. -->
    <xsl:comment select="teianon:hide(string(.), $numbers, .)"/>
  </xsl:template>

  <!-- Schema associations and style sheets name files of the project, not people. -->
  <xsl:template match="processing-instruction()[not(name() = ('xml-model', 'xml-stylesheet'))]" mode="teianon:hidden teianon:hidden-header">
    <xsl:param name="numbers" as="map(xs:string, xs:integer)" tunnel="yes" select="map{}"/>
    <xsl:processing-instruction name="{name()}" select="teianon:hide(string(.), $numbers, .)"/>
  </xsl:template>

  <!-- Header text in elements that admit no markup (idno, catDesc, ...); references are done.
       A header switches to mode teianon:hidden-header, whose text rule needs no look at the
       ancestors: the pattern tei:teiHeader//text() was tried on every text node of the body. -->
  <xsl:template match="tei:teiHeader" mode="teianon:hidden teianon:hidden-header">
    <xsl:copy>
      <xsl:apply-templates select="@*, node()" mode="teianon:hidden-header"/>
    </xsl:copy>
  </xsl:template>

  <!-- The project's own metadata (who made, encodes and publishes the corpus; its licence,
       namespaces, schemas and revision records) is the publisher's:
       only a person's name (a participant's, or one the document replaces elsewhere), a room's
       name, or an address the text replaces, is hidden there
       (teianon:is-project-element; detection leaves the same elements unread). -->
  <xsl:template match="tei:teiHeader//*[teianon:is-project-element(.) or teianon:is-source-record(.)]" mode="teianon:hidden-header">
    <xsl:apply-templates select="." mode="teianon:hidden-project"/>
  </xsl:template>

  <xsl:mode name="teianon:hidden-project" on-no-match="shallow-copy"/>

  <xsl:template match="text()[normalize-space()] | comment() | processing-instruction()" mode="teianon:hidden-project">
    <xsl:param name="numbers" as="map(xs:string, xs:integer)" tunnel="yes" select="map{}"/>
    <!-- Free prose there (a change, a note, a paragraph of the declarations) is text: all is hidden. -->
    <xsl:variable name="hidden" as="xs:string" select="teianon:hide(string(.), $numbers, ., not(teianon:is-header-prose(.)))"/>
    <xsl:choose>
      <xsl:when test="self::text()"><xsl:value-of select="$hidden"/></xsl:when>
      <xsl:when test="self::comment()"><xsl:comment select="$hidden"/></xsl:when>
      <xsl:otherwise><xsl:processing-instruction name="{name()}" select="$hidden"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- teianon's counts in its change record (<item n="NICK">, <item n="reject">): the name of a
       category or a decision, no one's word, also where a person of the text is called Nick (the
       audit reads them alike). -->
  <xsl:template match="tei:change[@type = ('anonymisation', 'pseudonymisation')]/tei:list[@type = ('replacements', 'decisions')]
                       /tei:item/@n[matches(., '^[A-Za-z_\-]+$')]" mode="teianon:hidden-project" priority="1">
    <xsl:copy/>
  </xsl:template>

  <xsl:template match="@*[not(local-name() = 'id')]" mode="teianon:hidden-project">
    <xsl:param name="numbers" as="map(xs:string, xs:integer)" tunnel="yes" select="map{}"/>
    <xsl:attribute name="{name()}" namespace="{namespace-uri()}" select="teianon:hide(string(.), $numbers, ., not(teianon:is-header-prose(.)))"/>
  </xsl:template>

  <!-- A feature's string and an interpretation admit no markup (text and glyphs only), in the
       text as in the header: their text is searched as a header's is (teianon/replace/hidden.py
       reads them as prose). So does an idno of the text (a bibliography's entry citing a private
       person's file, which hidden.py hands in whole), and every other element whose content
       model admits text but no <name> (code, a formula, coordinates, a postcode:
       $teianon:admits-no-name of references.xsl): a string the file replaces elsewhere is
       replaced there in place, where markup could not mark it. -->
  <xsl:template match="*[namespace-uri() = 'http://www.tei-c.org/ns/1.0'][local-name() = $teianon:admits-no-name]
                       /text()[normalize-space()]" mode="teianon:hidden">
    <xsl:param name="numbers" as="map(xs:string, xs:integer)" tunnel="yes" select="map{}"/>
    <xsl:value-of select="teianon:hide(string(.), $numbers, .)"/>
  </xsl:template>

  <xsl:template match="text()[normalize-space()]" mode="teianon:hidden-header">
    <xsl:param name="numbers" as="map(xs:string, xs:integer)" tunnel="yes" select="map{}"/>
    <xsl:value-of select="teianon:hide(string(.), $numbers, .)"/>
  </xsl:template>

  <!-- A standard identifier of a publication (a DOI, an ISBN, an ISSN, an ORCID, a URN, a
       Handle) names a work in a public register: a surname inside it is the work's, and a
       placeholder there breaks the identifier. It stays whole in the header as in the text
       (teianon/read/identifiers.py; the audit reads it alike). -->
  <xsl:template match="tei:idno[lower-case(normalize-space(@type)) = $teianon:standard-identifiers]/text()
                       | tei:idno[matches(normalize-space(.), '^((https?://)?(dx\.)?doi\.org/|doi:\s*)?10\.\d{4,9}/\S+$', 'i')]/text()"
                mode="teianon:hidden teianon:hidden-header teianon:hidden-project" priority="2">
    <xsl:copy/>
  </xsl:template>

  <xsl:variable name="teianon:standard-identifiers" as="xs:string*"
                select="('doi', 'isbn', 'issn', 'orcid', 'urn', 'handle', 'hdl')"/>

  <!-- Attributes that classify, date or style. Their controlled values (one token of a
       vocabulary, a date) are never changed (a reference of the text such as "URL" must not
       change type="URL", a number not a date); any other value (style="font-family: lela2", a
       URL in rendition) is searched like every attribute. teianon reads this list from here
       (teianon/read/places.py, with the same test for a controlled value), and its audit
       searches every value: a name in a controlled one refuses the file. -->
  <xsl:variable name="teianon:descriptive-attributes" as="xs:string*" select="
      ('type', 'subtype', 'ana', 'resp', 'cert', 'rend', 'rendition', 'style', 'function', 'role', 'pos',
       'msd', 'lang', 'unit', 'scheme', 'status', 'mode', 'evidence', 'generatedBy', 'modality',
       'indentLevel', 'part', 'sample', 'version', 'ident', 'form', 'reason', 'extent', 'quantity',
       'when', 'notBefore', 'notAfter', 'from', 'to', 'dur', 'sex', 'age', 'calendar', 'mainLang',
       'otherLangs', 'usage', 'anchored', 'default', 'instant', 'level', 'sort', 'full', 'method',
       'precision', 'confidence', 'degree', 'medium', 'place', 'topic', 'interval', 'dim', 'absolute',
       'when-iso', 'notBefore-iso', 'notAfter-iso', 'from-iso', 'to-iso', 'dur-iso', 'when-custom',
       'notBefore-custom', 'notAfter-custom', 'from-custom', 'to-custom')"/>

  <xsl:function name="teianon:is-controlled-token" as="xs:boolean">
    <xsl:param name="value" as="xs:string"/>
    <xsl:sequence select="matches($value, '^\s*[\p{L}\p{N}_.:#+\-]+\s*$')"/>
  </xsl:function>

  <!-- Looked up for every attribute of the document: maps, not sequences. -->
  <xsl:variable name="teianon:descriptive" as="map(xs:string, xs:boolean)"
    select="map:merge($teianon:descriptive-attributes ! map{.: true()})"/>
  <xsl:variable name="teianon:pointers" as="map(xs:string, xs:boolean)"
    select="map:merge($teianon:pointer-attributes ! map{.: true()})"/>

  <!-- generate-id of every element at or above what a rule of this mode may change: a header, a
       document (whose template passes the numbers on), a comment, a processing instruction, an
       attribute that the attribute rule below may change (a pointer that does not stay in the
       file and, with hidden strings, a value that holds one). Found in one look at the tree;
       the identifiers and classifications of tokens, most of a tokenised corpus's attributes
       and never changed here, are passed over by name first, the cheapest test there is. -->
  <xsl:function name="teianon:hiding" as="map(xs:string, xs:boolean)" cache="yes">
    <xsl:param name="tree" as="node()"/>
    <xsl:variable name="attributes" as="attribute()*" select="$tree//@*[not(self::attribute(xml:id) or self::attribute(id)
        or self::attribute(type) or self::attribute(pos) or self::attribute(msd))
        or self::attribute(type) and $teianon:searching and map:contains($teianon:searched-values, string(.))]"/>
    <xsl:sequence select="map:merge((
        ($tree//comment(), $tree//processing-instruction(), $tree//tei:teiHeader, $tree//tei:TEI, $tree//tei:teiCorpus,
         $tree//*[$teianon:searching][namespace-uri() = 'http://www.tei-c.org/ns/1.0'][local-name() = $teianon:admits-no-name])
          /ancestor-or-self::*,
        (if ($teianon:searching)
         then $attributes[$teianon:search-all or map:contains($teianon:searched-values, string(.))
                        or map:contains($teianon:changeable-pointers, local-name()) and namespace-uri() = ''
                           and not(every $t in tokenize(normalize-space()) satisfies starts-with($t, '#'))
                        or self::attribute(xml:base)]
         else $attributes[map:contains($teianon:changeable-pointers, local-name()) and namespace-uri() = ''
                        and not(every $t in tokenize(normalize-space()) satisfies starts-with($t, '#'))
                        or self::attribute(xml:base)]
        )/ancestor::*) ! map{generate-id(.): true()})"/>
  </xsl:function>

  <!-- Whether this pass may change anything in what the replacement makes of a tree: not without
       hidden strings, unless a pointer leaves the file (the attribute rule below; every
       attribute the replacement makes is a copy, a placeholder in a token's lemma, norm, orig
       or reg, or a pointer that keeps the tokens of the one it replaces that do not begin
       with "#"). -->
  <xsl:function name="teianon:may-hide" as="xs:boolean">
    <xsl:param name="tree" as="node()"/>
    <xsl:sequence select="$teianon:searching
        or exists($tree//@*[map:contains($teianon:changeable-pointers, local-name()) and namespace-uri() = ''
                            and not(every $t in tokenize(normalize-space()) satisfies starts-with($t, '#'))
                            or self::attribute(xml:base)])"/>
  </xsl:function>

  <!-- Most of a document comes out of this pass as it went in: an element that holds nothing a
       rule of this mode can change (no header, comment, processing instruction nor such an
       attribute) is copied whole, instead of a rule being sought for each of its nodes. -->
  <xsl:template match="*" mode="teianon:hidden" priority="-1">
    <xsl:choose>
      <xsl:when test="map:contains(teianon:hiding(root(.)), generate-id(.))">
        <xsl:copy>
          <xsl:apply-templates select="@*, node()" mode="#current"/>
        </xsl:copy>
      </xsl:when>
      <xsl:otherwise>
        <xsl:copy-of select="."/>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- Only the attributes this pass may change come to the rule below: pointers, and the values
       that hold a hidden string (every value when hidden-json has no list). The others are
       copied by the mode's shallow copy after a look-up or two. -->
  <xsl:variable name="teianon:searched-values" as="map(xs:string, xs:boolean)"
    select="if (empty($teianon:hidden-pattern)) then map{} else ($teianon:affected, map{})[1]"/>
  <xsl:variable name="teianon:searching" as="xs:boolean" select="exists($teianon:hidden-pattern)"/>
  <!-- A language tag's private-use subtags (xml:lang="nds-x-woehrden": a corpus's label of a
       village's dialect, declared in langUsage as <language ident="nds-x-woehrden">) may name a place or a person replaced elsewhere: such a subtag takes a
       code of its replacement (gpe1 for [_GEOPOLITICALENTITYNAME-1_], a surrogate's first eight
       letters), so that the tag stays valid (at most eight letters and digits); the language,
       the other subtags and a private-use subtag that names nothing replaced (x-chat) stay. -->
  <xsl:function name="teianon:has-private-use" as="xs:boolean">
    <xsl:param name="attribute" as="attribute()"/>
    <xsl:sequence select="($attribute/self::attribute(xml:lang)
                           or namespace-uri($attribute) = '' and local-name($attribute) = ('lang', 'mainLang', 'otherLangs')
                           or $attribute/self::attribute(ident)/parent::tei:language)
                          and matches($attribute, '(^|[\s-])[xX]-[A-Za-z0-9]')"/>
  </xsl:function>

  <xsl:function name="teianon:hide-private-use" as="xs:string">
    <xsl:param name="value" as="xs:string"/>
    <xsl:param name="numbers" as="map(xs:string, xs:integer)"/>
    <xsl:param name="node" as="node()"/>
    <xsl:sequence select="string-join(
        for $tag in tokenize($value, '(\s+)') return
          let $subtags := tokenize($tag, '-'),
              $x := (index-of($subtags ! lower-case(.), 'x'), count($subtags) + 1)[1]
          return string-join(
              for $i in 1 to count($subtags) return
                let $hidden := if ($i gt $x) then teianon:hide($subtags[$i], $numbers, $node) else $subtags[$i]
                return if ($hidden eq $subtags[$i]) then $hidden else teianon:language-subtag($hidden),
              '-'),
        ' ')"/>
  </xsl:function>

  <!-- A replacement as a private-use subtag: a placeholder's category and number (gpe1, per12),
       or a surrogate's first eight ASCII letters and digits. -->
  <xsl:function name="teianon:language-subtag" as="xs:string">
    <xsl:param name="replacement" as="xs:string"/>
    <xsl:variable name="placeholder" as="xs:string*"
                  select="analyze-string($replacement, '^\[_([A-Z_]+?)(-([0-9]+))?_\]$')//fn:group[@nr = (1, 3)] ! string()"/>
    <xsl:variable name="short" as="xs:string?" select="if (exists($placeholder))
        then (map:keys($teianon:long-forms)[$teianon:long-forms(.) = $placeholder[1]], $placeholder[1])[1] else ()"/>
    <xsl:variable name="code" as="xs:string" select="if (exists($short))
        then substring(lower-case(replace($short, '[^A-Za-z]', '')), 1, 8 - string-length($placeholder[2])) || $placeholder[2]
        else substring(lower-case(replace(teianon:fold-ascii($replacement), '[^A-Za-z0-9]', '')), 1, 8)"/>
    <xsl:sequence select="if ($code) then $code else 'anon'"/>
  </xsl:function>

  <xsl:variable name="teianon:search-all" as="xs:boolean"
    select="exists($teianon:hidden-pattern) and empty($teianon:affected)"/>
  <xsl:variable name="teianon:changeable-pointers" as="map(xs:string, xs:boolean)"
    select="map:merge($teianon:pointer-attributes[not(. = $teianon:descriptive-attributes)] ! map{.: true()})"/>

  <xsl:template match="@*[$teianon:search-all or map:contains($teianon:searched-values, string(.))
                          or namespace-uri() = '' and map:contains($teianon:pointers, local-name())
                          or self::attribute(xml:base)]" mode="teianon:hidden teianon:hidden-header">
    <xsl:param name="numbers" as="map(xs:string, xs:integer)" tunnel="yes" select="map{}"/>
    <xsl:variable name="plain" as="xs:boolean" select="namespace-uri() = ('', 'http://www.w3.org/XML/1998/namespace')"/>
    <xsl:variable name="pointer" as="xs:boolean" select="namespace-uri() = '' and map:contains($teianon:pointers, local-name())
                                                          or self::attribute(xml:base)"/>
    <xsl:choose>
      <!-- Identifiers (the policy's [ids] option renames them), the controlled values of
           descriptive attributes (one token of a vocabulary, a date: teianon:is-controlled-token)
           unless teianon found a person's name in one (its spans: rend="Millicent"), and
           pointers into the file stay. -->
      <xsl:when test="teianon:has-private-use(.)">
        <xsl:attribute name="{name()}" namespace="{namespace-uri()}" select="teianon:hide-private-use(string(.), $numbers, .)"/>
      </xsl:when>
      <xsl:when test="local-name() = 'id' and $plain or $plain and map:contains($teianon:descriptive, local-name())
                      and teianon:is-controlled-token(.) and not(map:contains($teianon:spans, string(.)))">
        <xsl:copy/>
      </xsl:when>
      <xsl:when test="$pointer and (every $t in tokenize(normalize-space()) satisfies starts-with($t, '#') or teianon:is-kept($t))
                      and not(map:contains($teianon:named-pointers, string(.)))">
        <xsl:copy/>
      </xsl:when>
      <!-- In pseudonym mode a link that the text's URL reference writes too gets its surrogate
           (target="/wiki/User:RJHall" beside the link's text), never a placeholder. -->
      <xsl:when test="$teianon:pseudonymising and $pointer
                      and exists(teianon:reference-surrogate('URL', normalize-space(.)))">
        <xsl:attribute name="{name()}" namespace="{namespace-uri()}"
          select="teianon:reference-surrogate('URL', normalize-space(.))"/>
      </xsl:when>
      <!-- A link to a person's page on a public platform (target="/wiki/User_talk:Penyulap"):
           the name in it gets its surrogate, the platform's frame stays; only where every name
           in it has one (else the link's placeholder, below). Not in a person's own entry, whose
           contact data (which platform too) become placeholders (policy.xsl). -->
      <xsl:when test="$teianon:pseudonymising and $pointer and map:contains($teianon:profile-links, string(.))
                      and empty(../ancestor-or-self::*[self::tei:person or self::tei:personGrp])
                      and (let $hidden := teianon:profile-surrogate(string(.), $numbers, .)
                           return $hidden ne string(.) and not(contains($hidden, '[_')))">
        <xsl:attribute name="{name()}" namespace="{namespace-uri()}" select="teianon:profile-surrogate(string(.), $numbers, .)"/>
      </xsl:when>
      <xsl:when test="$pointer and ancestor::tei:text and matches(., '^\s*([a-zA-Z][a-zA-Z0-9+.\-]*:|/|www\.)')">
        <xsl:attribute name="{name()}" namespace="{namespace-uri()}"
          select="teianon:pointer-placeholder('[_' || $teianon:long-forms('URL') || '_]')"/>
      </xsl:when>
      <xsl:when test="empty($teianon:hidden-pattern) or exists($teianon:affected) and not(map:contains($teianon:affected, string(.)))">
        <xsl:copy/>
      </xsl:when>
      <xsl:otherwise>
        <xsl:variable name="hidden" as="xs:string" select="teianon:hide(string(.), $numbers, .)"/>
        <xsl:attribute name="{name()}" namespace="{namespace-uri()}"
          select="if ($pointer) then replace(replace($hidden, '\[', '%5B'), '\]', '%5D') else $hidden"/>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

</xsl:stylesheet>
