<?xml version="1.0" encoding="UTF-8"?>
<!--
  teianon: the references in the text. A <name>/<ref> becomes its placeholder (or, in pseudonym
  mode, its surrogate: see pseudonyms.xsl); in a tokenised
  corpus the first <w> carries it (as text and in @lemma) and the reference's other <w> go
  (Listing 2-4 of seed 003). Inside a token, only the part marked <m function="name"> is
  replaced, so that a marker such as "@" stays visible. An addressing term keeps its marker
  and punctuation; its name is replaced.
-->
<xsl:stylesheet version="3.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:xs="http://www.w3.org/2001/XMLSchema"
  xmlns:map="http://www.w3.org/2005/xpath-functions/map"
  xmlns:tei="http://www.tei-c.org/ns/1.0"
  xmlns:fn="http://www.w3.org/2005/xpath-functions"
  xmlns:teianon="urn:x-teianon:xslt"
  exclude-result-prefixes="#all">

  <!-- Attributes of a token that repeat its text (lemma, normalised and original forms). -->
  <xsl:variable name="teianon:token-text-attributes" as="xs:string*" select="('lemma', 'norm', 'orig', 'reg')"/>

  <!-- A replaced reference keeps its attributes but those that repeat what it replaced: a
       @target or @key that is not a pointer into the file (a URL, an authority key); and
       teianon's link to a participant who is not in the tree (of a document the policy left out,
       linked from the corpus header read with it), which would point nowhere. -->
  <xsl:function name="teianon:kept-attributes" as="attribute()*">
    <xsl:param name="element" as="element()"/>
    <xsl:sequence select="$element/@*[not(namespace-uri() = '' and local-name() = ('target', 'key')
                                          and not(starts-with(normalize-space(), '#')))]
                                     [not(self::attribute(corresp) and ../@resp = '#teianon'
                                          and empty(teianon:person(..)))]"/>
  </xsl:function>

  <xsl:template match="tei:TEI | tei:teiCorpus">
    <xsl:copy>
      <xsl:apply-templates select="@*, node()">
        <xsl:with-param name="numbers" select="teianon:numbering(.)" tunnel="yes"/>
      </xsl:apply-templates>
    </xsl:copy>
  </xsl:template>

  <!-- teianon's own mark of a public name in the header (a title's "Wikipedia", "TEI
       Guidelines") is left out of the output: nothing is replaced there, and the header's
       metadata stays as the corpus wrote it. The review copy keeps the mark and its reason; in
       the posts the mark stays, for a reader to see what was kept. -->
  <xsl:template match="tei:teiHeader//tei:name[teianon:is-public(.)][normalize-space(@resp) = '#teianon']">
    <xsl:apply-templates/>
  </xsl:template>

  <xsl:template match="tei:name[teianon:is-reference(.)] | tei:ref[teianon:is-reference(.)]">
    <xsl:param name="numbers" as="map(xs:string, xs:integer)" tunnel="yes" select="map{}"/>
    <xsl:call-template name="teianon:replace">
      <xsl:with-param name="placeholder" select="teianon:replacement(., $numbers)"/>
    </xsl:call-template>
  </xsl:template>

  <!-- A birth date's value (teianon/annotate/birth_elements.py, and a birth date the detectors found
       inside a date element): where its words are replaced as
       a NUMBER, @when and its kin would keep the date, with its year; they are left out. -->
  <xsl:template match="tei:date[tei:ref[@type = 'NUMBER'][contains(@ana, 'number.birth-date')][teianon:is-reference(.)]]
                       /@*[namespace-uri() = ''][local-name() = $teianon:birth-date-values]" priority="5"/>

  <!-- A token the corpus replaced itself (<w lemma="Okko">[_PERSONNAME-1_]</w>): a reading that
       still holds a word takes the token's placeholder, in both modes. The original is a leak, and
       a surrogate there would read as one (teianon/read/replaced_tokens.py: the audit calls every
       word in such a reading a leak, whatever the inventory holds). -->
  <xsl:function name="teianon:is-replaced-token" as="xs:boolean">
    <xsl:param name="token" as="element()"/>
    <xsl:sequence select="exists($token/@*[namespace-uri() = ''][local-name() = $teianon:token-text-attributes])
                          and teianon:is-placeholder(string($token))"/>
  </xsl:function>

  <xsl:template match="tei:w[teianon:is-replaced-token(.)]/@*[namespace-uri() = '']
                       [local-name() = $teianon:token-text-attributes][matches(., '\p{L}')]
                       [not(matches(., $teianon:placeholder-pattern))]" priority="3">
    <xsl:attribute name="{local-name()}" select="normalize-space(..)"/>
  </xsl:template>

  <!-- A date that says itself that it is a birth date: by its type (<date type="birth"
       when="2014-11-17"/>, empty or not) or by its own words (<date when="2014-11-17">Geburtstag
       von …</date>, a private person's or the writer's own); and a <birth> outside a person entry (whose dates keep their year,
       policy.xsl). Its value is left out as a replaced birth date's is; its words stay, and the
       names in them are references of their own. teianon/annotate/birth_elements.py reads the
       same (the audit reports such a value left). -->
  <xsl:function name="teianon:is-birth-valued" as="xs:boolean">
    <xsl:param name="element" as="element()"/>
    <xsl:sequence select="$element/self::tei:birth and empty($element/ancestor::*[self::tei:person or self::tei:personGrp])
        or $element/self::tei:date and (
             (tokenize(lower-case(normalize-space(string-join(($element/@type, $element/@subtype), ' '))), '[\s_\-]+') = $teianon:birth-types)
             or matches($element, $teianon:birth-words, 'i') and teianon:is-private-birth($element))"/>
  </xsl:function>

  <!-- Whose birth a date's words speak of: a private reference inside it, or the writer's own and
       family's; a public figure's or an institution's date keeps its value (read/datable.py). -->
  <xsl:function name="teianon:is-private-birth" as="xs:boolean">
    <xsl:param name="element" as="element()"/>
    <xsl:sequence select="exists($element//*[self::tei:name or self::tei:ref or self::tei:persName or self::tei:rs]
                                             [not(@subtype = 'public')])
        or matches(string($element), $teianon:own-birth-words, 'i')"/>
  </xsl:function>

  <xsl:variable name="teianon:own-birth-words" as="xs:string"
                select="'(^|[^\p{L}])(mein\p{L}*|dein\p{L}*|unser\p{L}*|euer|eure\p{L}*|my|your|our|oma\p{L}*|opa\p{L}*|mama\p{L}*|papa\p{L}*|mum\p{L}*|mom\p{L}*|dad\p{L}*|grandma\p{L}*|grandpa\p{L}*)([^\p{L}]|$)'"/>

  <xsl:variable name="teianon:birth-types" as="xs:string*"
                select="('birth', 'birthday', 'birthdate', 'dob', 'geburt', 'geburtstag', 'geburtsdatum', 'geb')"/>
  <xsl:variable name="teianon:birth-words" as="xs:string"
                select="'(^|[^\p{L}])(geboren|geb\.|geburtstag\p{L}*|geburtsdatum|birthday|born|date of birth|dob)([^\p{L}]|$)'"/>

  <xsl:template match="*[self::tei:date or self::tei:birth][teianon:is-birth-valued(.)]
                       /@*[namespace-uri() = ''][local-name() = $teianon:birth-date-values]" priority="5"/>

  <xsl:variable name="teianon:birth-date-values" as="xs:string*" select="
      ('when', 'from', 'to', 'notBefore', 'notAfter', 'when-iso', 'from-iso', 'to-iso', 'notBefore-iso', 'notAfter-iso')"/>

  <xsl:template match="tei:ref[teianon:is-bare-addressing(.)]">
    <xsl:param name="numbers" as="map(xs:string, xs:integer)" tunnel="yes" select="map{}"/>
    <xsl:variable name="placeholder" as="xs:string" select="teianon:replacement(., $numbers)"/>
    <xsl:variable name="names" as="element(tei:w)*" select="teianon:name-tokens(.)"/>
    <xsl:copy>
      <xsl:apply-templates select="teianon:kept-attributes(.)"/>
      <xsl:sequence select="teianon:surrogate-mark(., $placeholder)"/>
      <xsl:choose>
        <xsl:when test="exists($names)">
          <xsl:variable name="texts" as="map(xs:string, xs:string)" select="teianon:token-texts($names, $placeholder)"/>
          <xsl:apply-templates select="node()" mode="teianon:collapse">
            <xsl:with-param name="texts" select="$texts" tunnel="yes"/>
            <xsl:with-param name="removed" tunnel="yes"
                            select="map:merge($names[not(map:contains($texts, generate-id(.)))] ! map{generate-id(.): true()})"/>
          </xsl:apply-templates>
        </xsl:when>
        <xsl:otherwise>
          <!-- Untokenised: keep the marker and trailing punctuation around the name. -->
          <xsl:variable name="text" as="xs:string" select="string(.)"/>
          <xsl:value-of select="string((analyze-string($text, '^[\s@]+')/fn:match)[1])"/>
          <xsl:sequence select="teianon:replaced-text($placeholder)"/>
          <xsl:value-of select="string((analyze-string($text, '[\s:,;.!?]+$')/fn:match)[last()])"/>
          <xsl:copy-of select=".//(comment() | processing-instruction() | *[empty(node())])"/>
        </xsl:otherwise>
      </xsl:choose>
    </xsl:copy>
  </xsl:template>

  <!-- Whether a surrogate can be written line by line: the name's line breaks are its own
       children between words, and the surrogate has as many words as the name. -->
  <xsl:function name="teianon:breaks-between-words" as="xs:boolean">
    <xsl:param name="element" as="element()"/>
    <xsl:param name="replacement" as="xs:string"/>
    <xsl:variable name="segments" as="xs:string*" select="teianon:line-segments($element)"/>
    <xsl:variable name="breaks" as="element()*" select="$element//*[teianon:is-line-break(.)]"/>
    <xsl:sequence select="not(teianon:is-placeholder($replacement))
        and exists($breaks)
        and (every $b in $breaks satisfies $b/parent::* is $element)
        and count($segments) eq count($breaks) + 1
        and (every $s in $segments satisfies normalize-space($s))
        and count(tokenize($replacement)) eq sum($segments ! count(tokenize(.)))"/>
  </xsl:function>

  <!-- TEI elements whose content model admits text but no <name> (the first list) or no <ref>
       (the second): code, a formula, coordinates, a postcode, an idno, a tag's name, encoded
       data. Read from the TEI's tei_all.rng (tests/test_text_only.py checks both lists against
       it); the tokens (w, m, c, pc) are left out, which the collapse of tokens handles. -->
  <xsl:variable name="teianon:admits-no-name" as="xs:string*" select="
      ('altIdent', 'am', 'att', 'binaryObject', 'code', 'defaultVal', 'depth', 'dim', 'ex', 'f',
       'formula', 'g', 'geo', 'gi', 'height', 'ident', 'idno', 'interp', 'line', 'locus', 'mapping',
       'measureGrp', 'memberOf', 'oRef', 'outputRendition', 'pRef', 'postBox', 'postCode', 'series',
       'string', 'tag', 'val', 'width', 'zone')"/>
  <xsl:variable name="teianon:admits-no-ref" as="xs:string*"
                select="($teianon:admits-no-name[. ne 'series'], 'msName')"/>

  <!-- A reference that stands where its element is not allowed (teianon's or the corpus
       mapping's <ref> inside a <geo>, a <name> inside <code>): the output holds its replacement
       as the element's text, in place, so that the file stays valid TEI. -->
  <xsl:function name="teianon:in-text-only" as="xs:boolean">
    <xsl:param name="element" as="element()"/>
    <xsl:sequence select="teianon:where-not-admitted($element) and empty($element//tei:w)"/>
  </xsl:function>

  <!-- Whether the reference's parent admits no element of its kind (a tokenised <line> or
       <zone> of a sourceDoc admits <w> but no <name>): its tokens are collapsed in place, without
       the wrapper, so that the file stays valid TEI. -->
  <xsl:function name="teianon:where-not-admitted" as="xs:boolean">
    <xsl:param name="element" as="element()"/>
    <xsl:sequence select="exists($element/parent::*[namespace-uri() = 'http://www.tei-c.org/ns/1.0']
        [local-name() = (if ($element/self::tei:ref) then $teianon:admits-no-ref else $teianon:admits-no-name)])"/>
  </xsl:function>

  <xsl:template name="teianon:replace">
    <xsl:param name="placeholder" as="xs:string"/>
    <xsl:variable name="tokens" as="element(tei:w)*" select=".//tei:w[not(ancestor::tei:w)]"/>
    <xsl:choose>
      <xsl:when test="teianon:in-text-only(.)">
        <xsl:value-of select="$placeholder"/>
        <xsl:copy-of select=".//(comment() | processing-instruction())"/>
      </xsl:when>
      <xsl:when test="teianon:where-not-admitted(.) and exists($tokens)">
        <xsl:variable name="texts" as="map(xs:string, xs:string)" select="teianon:token-texts($tokens, $placeholder)"/>
        <xsl:apply-templates select="node()" mode="teianon:collapse">
          <xsl:with-param name="texts" select="$texts" tunnel="yes"/>
          <xsl:with-param name="removed" tunnel="yes"
                          select="map:merge($tokens[not(map:contains($texts, generate-id(.)))] ! map{generate-id(.): true()})"/>
        </xsl:apply-templates>
      </xsl:when>
      <xsl:otherwise>
        <xsl:call-template name="teianon:replace-wrapped">
          <xsl:with-param name="placeholder" select="$placeholder"/>
          <xsl:with-param name="tokens" select="$tokens"/>
        </xsl:call-template>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <xsl:template name="teianon:replace-wrapped">
    <xsl:param name="placeholder" as="xs:string"/>
    <xsl:param name="tokens" as="element(tei:w)*"/>
    <xsl:copy>
      <xsl:apply-templates select="teianon:kept-attributes(.)"/>
      <xsl:sequence select="teianon:surrogate-mark(., $placeholder)"/>
      <xsl:choose>
        <xsl:when test="exists($tokens)">
          <xsl:variable name="texts" as="map(xs:string, xs:string)" select="teianon:token-texts($tokens, $placeholder)"/>
          <xsl:apply-templates select="node()" mode="teianon:collapse">
            <xsl:with-param name="texts" select="$texts" tunnel="yes"/>
            <xsl:with-param name="removed" tunnel="yes"
                            select="map:merge($tokens[not(map:contains($texts, generate-id(.)))] ! map{generate-id(.): true()})"/>
          </xsl:apply-templates>
        </xsl:when>
        <xsl:when test="teianon:breaks-between-words(., $placeholder)">
          <!-- A surrogate of as many words as the name, which a line break divides: each line
               keeps as many of its words, and the break stays between them. -->
          <xsl:variable name="words" as="xs:string*" select="tokenize($placeholder)"/>
          <xsl:variable name="segments" as="xs:string*" select="teianon:line-segments(.)"/>
          <xsl:variable name="breaks" as="element()*" select="*[teianon:is-line-break(.)]"/>
          <xsl:for-each select="$segments">
            <xsl:variable name="i" as="xs:integer" select="position()"/>
            <xsl:variable name="before" as="xs:integer" select="sum($segments[position() lt $i] ! count(tokenize(.)))"/>
            <xsl:sequence select="teianon:replaced-text(string-join($words[position() gt $before and position() le $before + count(tokenize(current()))], ' '))"/>
            <xsl:copy-of select="$breaks[$i]"/>
          </xsl:for-each>
          <xsl:copy-of select=".//(comment() | processing-instruction() | *[empty(node())][not(. intersect $breaks)])"/>
        </xsl:when>
        <xsl:otherwise>
          <xsl:sequence select="teianon:replaced-text($placeholder)"/>
          <!-- Comments, processing instructions and empty elements (an anchor, a line break, a
               time stamp between the words) are not the reference: they stay, and their ids.
               Markup around letters of the name (Bernd<add>t</add>, Ga<g ref="#sz">ß</g>ner) stays
               too, emptied: its letters are in the replacement, its elements and their
               attributes are the corpus's structure. -->
          <xsl:apply-templates select="node()[not(self::text())]" mode="teianon:emptied"/>
        </xsl:otherwise>
      </xsl:choose>
    </xsl:copy>
  </xsl:template>

  <!-- The markup inside a replaced name without its text, nested as it was. -->
  <xsl:mode name="teianon:emptied" on-no-match="shallow-copy"/>
  <xsl:template match="*" mode="teianon:emptied">
    <xsl:copy>
      <xsl:apply-templates select="@*" mode="#default"/>
      <xsl:apply-templates select="node()[not(self::text())]" mode="teianon:emptied"/>
    </xsl:copy>
  </xsl:template>

</xsl:stylesheet>
